import type { ShopCurrency } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SqlRunner } from '../../core/job-queue.js';
import { users } from '../users/index.js';
import type { Notifications } from './notifications.js';
import type { ReturnedLine } from './return-templates.js';
import { readSettings } from './settings.repository.js';

type Tx = SqlRunner & Pick<Db, 'select'>;

/** What a return's mails need of the order and the request. */
export interface ReturnForMail {
  id: string;
  order: {
    number: string;
    buyerId: string | null;
    buyerEmail: string;
    buyerName: string | null;
    sellerId: string | null;
  };
  lines: ReturnedLine[];
}

export type ReturnDecisionNews =
  | { kind: 'accepted'; amount: number; currency: ShopCurrency; paymentMethod: 'card' | 'cod' }
  | { kind: 'refused'; reason: string };

const orderUrl = (publicUrl: string, number: string) => `${publicUrl}/dashboard/orders/${encodeURIComponent(number)}`;

const languageOf = (locale: string | null | undefined) => (locale === 'bn' ? ('bn' as const) : ('en' as const));

/**
 * Queues the seller's mail that the buyer asked to return units of an order, in the transaction that
 * records the request (decision 072). Each request is asked once, so the event names it. An order of
 * the shop's own (no seller) is decided by the admins on the order page and mails nobody here.
 */
export async function queueReturnRequestedMail(
  tx: Tx,
  notifications: Pick<Notifications, 'mail'>,
  publicUrl: string,
  request: ReturnForMail & { reason: string },
) {
  if (!request.order.sellerId) return;
  const [seller] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, request.order.sellerId))
    .limit(1);
  if (!seller) return;
  await notifications.mail(
    {
      event: `order-return:${request.id}:requested`,
      to: seller.email,
      language: languageOf(seller.locale),
      template: 'return-requested',
      values: {
        name: seller.name || seller.email.split('@')[0]!,
        number: request.order.number,
        lines: request.lines,
        reason: request.reason,
        url: orderUrl(publicUrl, request.order.number),
      },
    },
    tx,
  );
}

/**
 * Queues the buyer's mail of the decision on their return, in the transaction that records it (each
 * request is decided once: the event names it). Like order news, unless they turned order mail off.
 */
export async function queueReturnDecidedMail(
  tx: Tx,
  notifications: Pick<Notifications, 'mail'>,
  publicUrl: string,
  request: ReturnForMail,
  news: ReturnDecisionNews,
) {
  const { order } = request;
  const [buyer] = order.buyerId
    ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, order.buyerId)).limit(1)
    : [];
  const settings = order.buyerId ? await readSettings(tx, order.buyerId) : null;
  if (settings && !settings.orderEmail) return;
  const common = {
    event: `order-return:${request.id}:${news.kind}`,
    to: order.buyerEmail,
    language: languageOf(buyer?.locale),
  };
  const values = {
    name: order.buyerName || order.buyerEmail.split('@')[0]!,
    number: order.number,
    lines: request.lines,
    url: orderUrl(publicUrl, order.number),
  };
  if (news.kind === 'accepted') {
    const { amount, currency, paymentMethod } = news;
    await notifications.mail(
      { ...common, template: 'return-accepted', values: { ...values, amount, currency, paymentMethod } },
      tx,
    );
  } else {
    await notifications.mail({ ...common, template: 'return-refused', values: { ...values, reason: news.reason } }, tx);
  }
}
