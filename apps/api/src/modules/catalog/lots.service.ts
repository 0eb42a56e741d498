import {
  dhakaDay,
  dollarsToCents,
  type Lot,
  type LotAdjustSchema,
  type LotReceiveSchema,
  type ProductLots,
} from '@medibazaar/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { isUuid } from './catalog.repository.js';
import { products } from './catalog.schema.js';
import { productLots } from './stock.schema.js';
import { insertLot, listLots, lotColumns, lotJson, moveLot } from './lots.repository.js';
import type { CatalogContext } from './products-admin.service.js';
import { lockProduct } from './products-admin.repository.js';

// Receiving, adjusting and listing a product's lots (decision 059), by its seller or an admin.

type ReceiveInput = z.output<typeof LotReceiveSchema>;
type AdjustInput = z.output<typeof LotAdjustSchema>;

const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');
const lotNotFound = () => notFound('This lot was not found.', 'LOT_NOT_FOUND');

function assertOwner(user: SessionUser, product: { sellerId: string | null }) {
  if (user.role === 'admin') return;
  if (product.sellerId !== user.id) throw forbidden('You can change only your own products.', 'NOT_PRODUCT_OWNER');
}

/** A product's lots, first to be sold first, with its stock: its seller's or an admin's view. */
export async function readProductLots(db: Db, user: SessionUser, productId: string): Promise<ProductLots> {
  if (!isUuid(productId)) throw productNotFound();
  const [product] = await db
    .select({ sellerId: products.sellerId, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw productNotFound();
  assertOwner(user, product);
  return { productId, name: product.name, stock: product.stock, lots: await listLots(db, productId) };
}

/**
 * Refuses a lot that cannot be received: an expiry already past (in Dhaka), or none for a
 * medicine (a pack of medicine always carries one).
 */
function assertReceivable(input: ReceiveInput, product: { dispensingClass: string | null }, now: Date) {
  if (input.expires === undefined) {
    if (product.dispensingClass !== null) {
      throw badRequest(
        'Enter the expiry printed on the pack: a medicine always has one.',
        'EXPIRY_REQUIRED',
        'expires',
      );
    }
    return;
  }
  if (input.expires < dhakaDay(now)) {
    throw badRequest(
      `This expiry (${input.expires}) has passed: expired stock cannot be received.`,
      'EXPIRY_IN_PAST',
      'expires',
    );
  }
}

/**
 * Receives a lot into a product's stock (or more units of a batch already received with the
 * same expiry): the lot, its ledger row, the product's stock and an audit entry in one
 * transaction, under the product's lock.
 */
export async function receiveLot(
  ctx: CatalogContext,
  user: SessionUser,
  productId: string,
  input: ReceiveInput,
): Promise<Lot> {
  if (!isUuid(productId)) throw productNotFound();
  let category = '';
  const lot = await ctx.db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw productNotFound();
    assertOwner(user, product);
    assertReceivable(input, product, new Date());
    category = product.category;
    const received = {
      batch: input.batch,
      expiresOn: input.expires ?? null,
      quantity: input.quantity,
      receivedOn: input.receivedOn ?? null,
      supplier: input.supplier || null,
      costCents: input.cost === undefined ? null : dollarsToCents(input.cost),
    };
    const id = await insertLot(tx, productId, received, user.id, input.supplier ? `from ${input.supplier}` : null);
    if (!id) {
      throw conflict(
        `Batch ${input.batch} of this product is already recorded with another expiry, or is no longer sold. Check the batch number.`,
        'LOT_BATCH_CONFLICT',
      );
    }
    await recordAudit(tx, {
      action: 'lot.received',
      objectType: 'lot',
      objectId: id,
      after: { productId, batch: received.batch, expiresOn: received.expiresOn, quantity: received.quantity },
    });
    const [row] = await tx.select(lotColumns).from(productLots).where(eq(productLots.id, id));
    return lotJson(row!);
  });
  ctx.productPages.changed([category]);
  return lot;
}

/**
 * Changes a lot's count by hand, with the reason in the ledger and the audit trail: damaged or
 * lost units taken out, or the counted figure set. Never below zero (409).
 */
export async function adjustLot(
  ctx: CatalogContext,
  user: SessionUser,
  productId: string,
  lotId: string,
  input: AdjustInput,
): Promise<Lot> {
  if (!isUuid(productId)) throw productNotFound();
  if (!isUuid(lotId)) throw lotNotFound();
  if (input.reason !== 'count' && input.quantity < 1) {
    throw badRequest('Enter how many units were damaged or lost: at least 1.', 'VALIDATION_ERROR', 'quantity');
  }
  let category = '';
  const lot = await ctx.db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw productNotFound();
    assertOwner(user, product);
    category = product.category;
    const [before] = await tx
      .select(lotColumns)
      .from(productLots)
      .where(and(eq(productLots.id, lotId), eq(productLots.productId, productId)));
    if (!before) throw lotNotFound();
    const change = input.reason === 'count' ? input.quantity - before.quantity : -input.quantity;
    const reason = input.note ? `${input.reason}: ${input.note}` : input.reason;
    if (!(await moveLot(tx, lotId, change, { kind: 'adjusted', actorId: user.id, reason }))) {
      throw conflict(
        `Batch ${before.batch} holds ${before.quantity} units: it cannot give ${input.quantity}.`,
        'ADJUSTMENT_BELOW_ZERO',
      );
    }
    await recordAudit(tx, {
      action: 'lot.adjusted',
      objectType: 'lot',
      objectId: lotId,
      before: { quantity: before.quantity },
      after: { quantity: before.quantity + change, reason: input.reason, note: input.note ?? null },
    });
    return lotJson({ ...before, quantity: before.quantity + change });
  });
  ctx.productPages.changed([category]);
  return lot;
}
