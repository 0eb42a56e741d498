import { centsToDollars, type ShopCurrency } from '@medibazaar/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { lowStockCrossings } from '../catalog/index.js';
import type { Notifications } from './notifications.js';
import type { SqlRunner } from '../../core/job-queue.js';
import { readSettings } from './settings.repository.js';
import type { RefundOf } from './refund-templates.js';

/** What the shop's messages need: the queue, and the shop's address for links. */
export interface Messages {
  notifications: Pick<Notifications, 'mail' | 'sms'>;
  publicUrl: string;
}

type Tx = SqlRunner & Pick<DbOrTx, 'select'>;

const languageOf = (locale: string | null | undefined) => (locale === 'bn' ? 'bn' : 'en');
const nameOf = (person: { name: string | null; email: string }) => person.name || person.email.split('@')[0]!;
const currencyOf = (stored: string): ShopCurrency => (stored.toUpperCase() === 'BDT' ? 'BDT' : 'USD');

async function people(tx: Tx, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
}

async function admins(tx: Tx) {
  return tx
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.role, 'admin'));
}

/** An order as the seller's messages need it. */
export interface OrderToFulfil {
  id: string;
  number: string;
  sellerId: string | null;
  /** As the order keeps it (`usd`, `bdt`). */
  currency: string;
  totalCents: number;
  paymentMethod: 'cod' | 'card';
}

/**
 * Tells the order's seller there is a new order to fulfil, and tells the owner of any
 * product its sale took below its low-stock threshold. Call it in the transaction that
 * makes the order one to fulfil, right after its stock was taken: a cash order when it is
 * placed. `taken` is the order's lines, each product once. (A payment of several orders
 * calls `queueNewOrderMail` for each and `queueLowStockMails` once with all the units.)
 */
export async function queueOrderToFulfil(
  tx: Tx,
  messages: Messages,
  order: OrderToFulfil,
  taken: readonly { productId: string; quantity: number }[],
): Promise<void> {
  await queueNewOrderMail(tx, messages, order, taken);
  await queueLowStockMails(tx, messages, taken, `order:${order.id}`);
}

/**
 * Tells the order's seller there is a new order to fulfil (`units`: its lines' quantities),
 * following their "order news by mail" setting. The event is the order's, so calling it
 * twice for one order queues one mail (decision 041).
 */
export async function queueNewOrderMail(
  tx: Tx,
  messages: Messages,
  order: OrderToFulfil,
  units: readonly { quantity: number }[],
): Promise<void> {
  if (!order.sellerId) return;
  const [seller] = await people(tx, [order.sellerId]);
  if (!seller || !(await readSettings(tx, seller.id)).orderEmail) return;
  await messages.notifications.mail(
    {
      event: `order:${order.id}:to-fulfil`,
      to: seller.email,
      language: languageOf(seller.locale),
      template: 'seller-new-order',
      values: {
        name: nameOf(seller),
        number: order.number,
        units: units.reduce((n, l) => n + l.quantity, 0),
        total: centsToDollars(order.totalCents),
        currency: currencyOf(order.currency),
        paymentMethod: order.paymentMethod,
        url: `${messages.publicUrl}/dashboard/orders/${encodeURIComponent(order.number)}`,
      },
    },
    tx,
  );
}

/**
 * Tells each product's owner (its seller; the admins for the shop's own products) when the
 * units just `taken` in this transaction moved it below its threshold: once per crossing,
 * named by what took the stock (`cause`, e.g. `order:<id>` or `payment:<id>`). Not a setting
 * of the message switches: a threshold of 0 turns it off for that product.
 */
export async function queueLowStockMails(
  tx: Tx,
  messages: Messages,
  taken: readonly { productId: string; quantity: number }[],
  cause: string,
): Promise<void> {
  const crossings = await lowStockCrossings(tx, taken);
  if (!crossings.length) return;
  const sellers = new Map(
    (await people(tx, [...new Set(crossings.flatMap((c) => (c.sellerId ? [c.sellerId] : [])))])).map((p) => [p.id, p]),
  );
  const shopOwned = crossings.some((c) => !c.sellerId) ? await admins(tx) : [];
  for (const c of crossings) {
    const seller = c.sellerId ? sellers.get(c.sellerId) : undefined;
    const recipients = c.sellerId ? (seller ? [seller] : []) : shopOwned;
    for (const person of recipients) {
      await messages.notifications.mail(
        {
          event: `low-stock:${c.productId}:${cause}`,
          to: person.email,
          language: languageOf(person.locale),
          template: 'low-stock',
          values: {
            name: nameOf(person),
            product: c.name,
            stock: c.stock,
            threshold: c.threshold,
            url: `${messages.publicUrl}/dashboard/updateItem/${encodeURIComponent(c.productId)}`,
          },
        },
        tx,
      );
    }
  }
}

/**
 * Tells every admin that the payment service refused an order's refund, in the transaction
 * that records the failure. Each failed try is its own event (`attempt`), so a retry that
 * fails again is told again. Admins cannot turn it off: someone has to act on it.
 */
export async function queueRefundFailedMails(
  tx: Tx,
  messages: Messages,
  refund: {
    id: string;
    attempt: number;
    orderNumber: string;
    amountCents: number;
    currency: string;
    reason: string | null;
    /** A cancelled order's, a whole order returned, or a buyer's return request's: the mail says which. */
    refundOf: RefundOf;
  },
): Promise<void> {
  for (const admin of await admins(tx)) {
    await messages.notifications.mail(
      {
        event: `refund-failed:${refund.id}:${refund.attempt}`,
        to: admin.email,
        language: languageOf(admin.locale),
        template: 'refund-failed',
        values: {
          name: nameOf(admin),
          number: refund.orderNumber,
          amount: centsToDollars(refund.amountCents),
          currency: currencyOf(refund.currency),
          reason: refund.reason,
          refundOf: refund.refundOf,
          url: `${messages.publicUrl}/dashboard/orders/${encodeURIComponent(refund.orderNumber)}`,
        },
      },
      tx,
    );
  }
}
