import {
  centsToDollars,
  type CheckoutLine,
  type Payment,
  type PaymentPage,
  type PaymentStatus,
  type SaleLinePage,
} from '@medibazaar/contract';
import { asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentItems, payments } from './payments.schema.js';
import { users } from '../users/index.js';

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
  /** The provider's own transaction id, on the buyer's receipt (bKash's TrxID). */
  providerReference?: string | null;
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
  providerReference: payments.providerReference,
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
  providerReference: string | null;
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
    providerReference: row.providerReference,
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

/**
 * The units of the product whose id is `productId` sold in succeeded payments, as a subquery
 * (by the payment lines' product index) for a list of products to carry in its own statement.
 */
export const unitsSold = (productId: SQLWrapper) => sql<number>`(
    select coalesce(sum(${paymentItems.quantity}), 0)::int
    from ${paymentItems} inner join ${payments} on ${payments.id} = ${paymentItems.paymentId}
    where ${paymentItems.productId} = ${productId} and ${payments.status} = 'succeeded'
  )`;
