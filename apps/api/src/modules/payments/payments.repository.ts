import {
  centsToDollars,
  type CheckoutLine,
  type Payment,
  type PaymentPage,
  type PaymentStatus,
  type SaleLinePage,
} from '@medibazaar/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { checkouts, paymentItems, payments, products, users } from '../../db/schema/index.js';

// ---------------------------------------------------------------------------
// Checkouts: a priced cart and the intent that pays for it
// ---------------------------------------------------------------------------

export interface CheckoutRow {
  id: string;
  userId: string;
  email: string;
  provider: string;
  intentId: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'paid' | 'refunded' | 'failed' | 'superseded';
  paymentId: string | null;
  expiresAt: Date;
}

/** A line of a payment: what was bought, at what price, from which seller. */
export interface PaymentLineRow {
  /** The cart item it paid for, when known (the legacy `cardId` list). */
  cartItemId: string | null;
  productId: string | null;
  sellerId: string | null;
  productName: string;
  category: string;
  quantity: number;
  unitPriceCents: number;
}

const checkoutColumns = {
  id: checkouts.id,
  userId: checkouts.userId,
  email: checkouts.email,
  provider: checkouts.provider,
  intentId: checkouts.intentId,
  amountCents: checkouts.amountCents,
  currency: checkouts.currency,
  status: checkouts.status,
  paymentId: checkouts.paymentId,
  expiresAt: checkouts.expiresAt,
};

const asCheckout = (row: Omit<CheckoutRow, 'status'> & { status: string }) => row as CheckoutRow;

export async function insertCheckout(tx: DbOrTx, checkout: Omit<CheckoutRow, 'status' | 'paymentId'>): Promise<void> {
  await tx.insert(checkouts).values({ ...checkout, status: 'open' });
}

/**
 * Closes the person's open checkout, if any, for good: a newer one replaces it.
 * Returns the intents that must no longer be paid. Call with the cart locked.
 */
export async function supersedeOpenCheckouts(
  tx: DbOrTx,
  userId: string,
): Promise<{ provider: string; intentId: string }[]> {
  return tx
    .update(checkouts)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open')))
    .returning({ provider: checkouts.provider, intentId: checkouts.intentId });
}

export async function findCheckoutByIntent(
  db: DbOrTx,
  provider: string,
  intentId: string,
): Promise<CheckoutRow | null> {
  const [row] = await db
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.intentId, intentId), eq(checkouts.provider, provider)))
    .limit(1);
  return row ? asCheckout(row) : null;
}

/**
 * The checkout, locked until the transaction ends: one recording at a time per intent.
 * `no key update`: only its status changes, so rows that reference it are not held up.
 */
export async function lockCheckoutByIntent(
  tx: DbOrTx,
  provider: string,
  intentId: string,
): Promise<CheckoutRow | null> {
  const [row] = await tx
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.intentId, intentId), eq(checkouts.provider, provider)))
    .for('no key update')
    .limit(1);
  return row ? asCheckout(row) : null;
}

export async function setCheckoutStatus(
  tx: DbOrTx,
  id: string,
  status: CheckoutRow['status'],
  paymentId?: string,
): Promise<void> {
  await tx
    .update(checkouts)
    .set({ status, ...(paymentId ? { paymentId } : {}), updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
}

/** Puts a checkout marked refunded back as it was, when the refund itself could not be made. */
export async function unmarkRefunded(db: DbOrTx, id: string, status: CheckoutRow['status']): Promise<void> {
  await db
    .update(checkouts)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'refunded')));
}

// ---------------------------------------------------------------------------
// Stock
// ---------------------------------------------------------------------------

/**
 * Current stock of the given products, rows locked in id order (no deadlock between
 * two buyers). `no key update`, as only stock changes: a cart line or checkout line
 * being written for the same product (its foreign key takes a key-share lock) neither
 * waits for a payment nor deadlocks with one.
 */
export async function lockStock(
  tx: DbOrTx,
  productIds: string[],
): Promise<Map<string, { stock: number; name: string }>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ id: products.id, stock: products.stock, name: products.name })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, { stock: r.stock, name: r.name }]));
}

/**
 * Takes sold units off the shelf. A product is only lowered when it has enough,
 * so stock never goes below zero; returns how many products were lowered.
 */
export async function takeStock(
  tx: DbOrTx,
  lines: readonly { productId: string; quantity: number }[],
): Promise<number> {
  if (!lines.length) return 0;
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${products} p set stock = p.stock - v.quantity, updated_at = now()
    from (values ${values}) as v(product_id, quantity)
    where p.id = v.product_id and p.stock >= v.quantity
    returning p.id
  `);
  return rowsOf<{ id: string }>(result).length;
}

/** Puts units back on the shelf (a pending payment that failed). */
export async function returnStock(
  tx: DbOrTx,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  if (!lines.length) return;
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} p set stock = p.stock + v.quantity, updated_at = now()
    from (values ${values}) as v(product_id, quantity)
    where p.id = v.product_id
  `);
}

// ---------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------

export interface NewPayment {
  /** None when the buyer's account is gone (a cash order delivered after it was deleted). */
  userId: string | null;
  email: string;
  amountCents: number;
  currency: string;
  provider: string;
  transactionId: string;
  status: PaymentStatus;
  /** An authorization: the amount held on the card (captured, or voided, after a pharmacist's review). */
  authorizedCents?: number | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

/**
 * Writes the payment and its lines. The transaction id is unique: when a payment
 * for it exists already, nothing is written and its id is returned with `created: false`.
 */
export async function insertPayment(
  tx: DbOrTx,
  payment: NewPayment,
  lines: readonly PaymentLineRow[],
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(payments)
    .values(payment)
    .onConflictDoNothing({ target: payments.transactionId })
    .returning({ id: payments.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, payment.transactionId));
    return { id: existing!.id, created: false };
  }
  await tx.insert(paymentItems).values(
    lines.map((l) => ({
      paymentId: inserted.id,
      productId: l.productId,
      sellerId: l.sellerId,
      cartItemId: l.cartItemId,
      productName: l.productName,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
  );
  return { id: inserted.id, created: true };
}

export async function setPaymentStatus(
  tx: DbOrTx,
  id: string,
  status: PaymentStatus,
  card?: { brand: string; last4: string } | null,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

const paymentColumns = {
  id: payments.id,
  email: payments.email,
  amountCents: payments.amountCents,
  currency: payments.currency,
  transactionId: payments.transactionId,
  createdAt: payments.createdAt,
  status: payments.status,
  provider: payments.provider,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
};
type PaymentRow = {
  id: string;
  email: string;
  amountCents: number;
  currency: string;
  transactionId: string;
  createdAt: Date;
  status: string;
  provider: string;
  cardBrand: string | null;
  cardLast4: string | null;
};
type PaymentItemRow = {
  paymentId: string;
  productId: string | null;
  cartItemId: string | null;
  productName: string;
  category: string;
  quantity: number;
  unitPriceCents: number;
};

function toLine(item: PaymentItemRow): CheckoutLine {
  return {
    menuId: item.productId,
    name: item.productName,
    category: item.category,
    quantity: item.quantity,
    unitPrice: centsToDollars(item.unitPriceCents),
    lineTotal: centsToDollars(item.unitPriceCents * item.quantity),
  };
}

/**
 * A payment in its legacy shape (docs/api.md#names): `email, price, transactionId, date,
 * cardId[], menuId[], status`, with its lines.
 */
function toPaymentJson(row: PaymentRow, items: PaymentItemRow[]): Payment {
  return {
    _id: row.id,
    email: row.email,
    price: centsToDollars(row.amountCents),
    currency: row.currency,
    transactionId: row.transactionId,
    date: row.createdAt.toISOString(),
    cardId: items.flatMap((i) => (i.cartItemId ? [i.cartItemId] : [])),
    menuId: items.flatMap((i) => (i.productId ? [i.productId] : [])),
    status: row.status as PaymentStatus,
    provider: row.provider,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    items: items.map(toLine),
  };
}

async function itemsOf(db: DbOrTx, paymentIds: string[]): Promise<Map<string, PaymentItemRow[]>> {
  const byPayment = new Map<string, PaymentItemRow[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await db
    .select({
      paymentId: paymentItems.paymentId,
      productId: paymentItems.productId,
      cartItemId: paymentItems.cartItemId,
      productName: paymentItems.productName,
      category: paymentItems.category,
      quantity: paymentItems.quantity,
      unitPriceCents: paymentItems.unitPriceCents,
    })
    .from(paymentItems)
    .where(inArray(paymentItems.paymentId, paymentIds))
    .orderBy(asc(paymentItems.productName), asc(paymentItems.id));
  for (const row of rows) {
    const list = byPayment.get(row.paymentId) ?? [];
    list.push(row);
    byPayment.set(row.paymentId, list);
  }
  return byPayment;
}

export async function getPayment(db: DbOrTx, id: string): Promise<Payment | null> {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id)).limit(1);
  if (!row) return null;
  const items = await itemsOf(db, [row.id]);
  return toPaymentJson(row, items.get(row.id) ?? []);
}

/** One page of a person's payments, newest first: three statements whatever the page size. */
export async function listPaymentsByEmail(
  db: DbOrTx,
  email: string,
  page: number,
  limit: number,
): Promise<PaymentPage> {
  const where = eq(payments.email, email.toLowerCase());
  const [rows, [count]] = await Promise.all([
    db
      .select(paymentColumns)
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toPaymentJson(r, items.get(r.id) ?? [])),
    total: count?.total ?? 0,
    page,
    limit,
  };
}

/**
 * One page of sold lines, newest first: a seller's own products only, or every
 * line for an admin (`sellerId` undefined). Two statements whatever the page size.
 */
export async function listSaleLines(
  db: DbOrTx,
  filter: { sellerId?: string },
  page: number,
  limit: number,
): Promise<SaleLinePage> {
  const where: SQL | undefined = filter.sellerId ? eq(paymentItems.sellerId, filter.sellerId) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: paymentItems.id,
        paymentId: paymentItems.paymentId,
        transactionId: payments.transactionId,
        buyerEmail: payments.email,
        productId: paymentItems.productId,
        productName: paymentItems.productName,
        category: paymentItems.category,
        sellerEmail: users.email,
        quantity: paymentItems.quantity,
        unitPriceCents: paymentItems.unitPriceCents,
        createdAt: paymentItems.createdAt,
        status: payments.status,
      })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .leftJoin(users, eq(users.id, paymentItems.sellerId))
      .where(where)
      .orderBy(desc(paymentItems.createdAt), desc(paymentItems.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentItems)
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      paymentId: r.paymentId,
      transactionId: r.transactionId,
      buyerEmail: r.buyerEmail,
      menuId: r.productId,
      productName: r.productName,
      category: r.category,
      sellerEmail: r.sellerEmail,
      quantity: r.quantity,
      unitPrice: centsToDollars(r.unitPriceCents),
      amount: centsToDollars(r.unitPriceCents * r.quantity),
      date: r.createdAt.toISOString(),
      status: r.status as PaymentStatus,
    })),
    total: count?.total ?? 0,
    page,
    limit,
  };
}
