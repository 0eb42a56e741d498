/**
 * `bench:api`'s "place order" row: signed-in shoppers each placing a cash order of one line of an
 * over-the-counter medicine (no prescription, no pharmacist). Before each round every shopper's
 * cart gets that line again through the shop's own `POST /api/carts`, so the round measures
 * `POST /api/orders` alone: the cart read under its lock, the stock taken from the lot that
 * expires first, the order and its line written, its mail queued, one transaction (decision 059).
 * Each shopper places once a round; a round that asks more than the carts hold shows the rest
 * as failed requests (400 EMPTY_CART) in the row's notes. Works on both engines: everything goes
 * through HTTP, to each server's own database.
 */
import { randomUUID } from 'node:crypto';
import type { Round } from './cannon.js';

const CONNECTIONS = 10;
const ADDRESS = { name: 'Bench Shopper', phone: '01712345678', line1: 'House 1, Road 1', area: 'Dhanmondi' };

interface Prepared {
  /** The address each shopper delivers to, in token order. */
  addressIds: string[];
  /** Over-the-counter products of this server's catalogue. */
  otcIds: string[];
}

async function call(base: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** In groups of `size`, so a setup does not open hundreds of connections at once. */
async function inGroups<T>(items: T[], size: number, run: (item: T, i: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map((item, j) => run(item, i + j)));
  }
}

/** Each shopper's address (made once per server) and the catalogue's over-the-counter products. */
async function prepare(base: string, tokens: string[], listPaths: readonly string[]): Promise<Prepared> {
  const addressIds: string[] = [];
  await inGroups(tokens, 20, async (token, i) => {
    const made = (await call(base, token, 'POST', '/api/addresses', { ...ADDRESS, district: 'dhaka' })) as {
      id: string;
    };
    addressIds[i] = made.id;
  });
  // Carts start empty: an earlier scenario (add to cart) leaves lines that may need a prescription.
  await inGroups(tokens, 20, async (token) => {
    const lines = (await call(base, token, 'GET', '/api/carts')) as { _id: string }[];
    for (const line of lines) await call(base, token, 'DELETE', `/api/carts/${line._id}`);
  });
  const otcIds: string[] = [];
  for (const path of listPaths) {
    const page = (await (await fetch(base + path)).json()) as {
      items: { _id: string; medicine: { dispensingClass: string } | null }[];
    };
    for (const item of page.items) if (item.medicine?.dispensingClass === 'otc') otcIds.push(item._id);
    if (otcIds.length >= 20) break;
  }
  if (!otcIds.length) throw new Error(`${base} lists no over-the-counter product to order`);
  return { addressIds, otcIds };
}

/** The scenario, in the shape bench/api.ts's `Scenario` takes. */
export function placeOrderScenario(tokens: string[], listPaths: readonly string[]) {
  const preparing = new Map<string, Promise<Prepared>>();
  // Filled by beforeRound, which runs before each round's options are built.
  const readyFor = new Map<string, Prepared>();
  let n = 0;
  return {
    name: 'place order (cash, one line)',
    connections: CONNECTIONS,
    shopOnly: true,
    async beforeRound(base: string) {
      if (!preparing.has(base)) preparing.set(base, prepare(base, tokens, listPaths));
      const ready = await preparing.get(base)!;
      readyFor.set(base, ready);
      // A line in every cart (added to what a shopper who did not place last round still has).
      await inGroups(tokens, 20, async (token, i) => {
        await call(base, token, 'POST', '/api/carts', { menuId: ready.otcIds[i % ready.otcIds.length], quantity: 1 });
      });
      n = 0;
    },
    options(base: string): Round {
      const ready = readyFor.get(base);
      if (!ready) throw new Error('place order: beforeRound did not run');
      return {
        url: base,
        connections: CONNECTIONS,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (req: Record<string, unknown>) => {
              const i = n++ % tokens.length;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[i]}`,
                  'idempotency-key': randomUUID(),
                },
                body: JSON.stringify({ addressId: ready.addressIds[i], paymentMethod: 'cod' }),
              };
            },
          },
        ],
      };
    },
  };
}
