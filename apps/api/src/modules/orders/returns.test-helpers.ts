import type { Order } from '@medibazaar/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createProduct } from '../../../test/factories.js';
import { addToCart, placeOrders } from '../payments/payments.test-helpers.js';

/**
 * A fresh buyer's cash order of one of `seller`'s products (the shop's own when null), delivered by
 * `admin`, with the buyer's return request of one unit waiting.
 */
export async function openReturn(t: TestApp, seller: SignedIn | null, admin: SignedIn) {
  const product = await createProduct(t.db, { sellerId: seller?.id ?? null, stock: 20 });
  const buyer = await signUp(t);
  await addToCart(t, buyer, product.id, 2);
  const placed = await placeOrders(t, buyer, 'cod');
  expect(placed.statusCode, placed.body).toBe(201);
  const { number } = (placed.json().orders as Order[])[0]!;
  let moved;
  for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
    moved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/transitions`,
      headers: admin.headers,
      payload: { to },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const lineId = (moved!.json() as Order).lines[0]!.id;
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${number}/returns`,
    headers: buyer.headers,
    payload: { lines: [{ lineId, quantity: 1 }], reason: 'The strip arrived crushed.' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return { buyer, number, returnId: asked.json().items[0].id as string };
}

export interface PhotoFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The photos of a return as the browser's FormData sends them (field `photos` unless told). */
export async function photoUpload(
  headers: Record<string, string>,
  url: string,
  files: PhotoFile[],
  field = 'photos',
): Promise<InjectOptions> {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
