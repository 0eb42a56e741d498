import type { OrderStatus, ShopCurrency } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import type { Notifications } from './notifications.js';
import type { SqlRunner } from '../../core/job-queue.js';
import { readSettings } from './settings.repository.js';
import type { ReviewedLine } from './templates.js';
import type { OrderReceipt } from './receipt-words.js';

/** What an order's mail needs from the order row. */
interface OrderForMail {
  id: string;
  number: string;
  /** Null once the buyer's account is gone: the mail goes in English to the address the order kept. */
  buyerId: string | null;
  buyerEmail: string;
  buyerName: string | null;
}

/**
 * Queues the buyer's news about an order reaching `status`, in the transaction that moves
 * it: the move and its messages are committed together or not at all, and each order
 * reaches each status once, so the event names them (decision 041). By mail unless the
 * buyer turned order news by mail off; by text message too when they turned it on for the
 * mobile number they verified.
 */
export async function queueOrderStatusMail(
  tx: SqlRunner & Pick<Db, 'select'>,
  notifications: Pick<Notifications, 'mail' | 'sms'>,
  publicUrl: string,
  order: OrderForMail,
  status: OrderStatus,
  note: string | null,
  /** The order-received message's account of the order (items, totals, address, days). */
  receipt: OrderReceipt | null = null,
) {
  const [buyer] = order.buyerId
    ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, order.buyerId)).limit(1)
    : [];
  const language = buyer?.locale === 'bn' ? 'bn' : 'en';
  const event = `order:${order.id}:${status}`;
  // The buyer's choices on their profile (order news by mail is on unless they turned it off).
  const settings = order.buyerId ? await readSettings(tx, order.buyerId) : null;
  if (!settings || settings.orderEmail) {
    await notifications.mail(
      {
        event,
        to: order.buyerEmail,
        language,
        template: 'order-status',
        values: {
          name: order.buyerName || order.buyerEmail.split('@')[0]!,
          number: order.number,
          status,
          note,
          url: `${publicUrl}/dashboard/orders/${encodeURIComponent(order.number)}`,
          ...(receipt ? { receipt } : {}),
        },
      },
      tx,
    );
  }
  // Only to a number its owner proved (the settings keep no other) and opted into.
  if (settings?.orderSms && settings.smsPhone) {
    await notifications.sms(
      {
        event,
        to: settings.smsPhone,
        language,
        template: 'order-status',
        values: { number: order.number, status, note },
      },
      tx,
    );
  }
}

/** What a review mail says of the order, beside its row. */
export type ReviewNews =
  | { kind: 'approved'; lines: ReviewedLine[]; total: number; currency: ShopCurrency }
  | { kind: 'rejected'; lines: ReviewedLine[] }
  | { kind: 'hold-expired'; hours: number }
  | { kind: 'payment-expired'; minutes: number }
  | { kind: 'payment-refused' };

/**
 * Queues the buyer's mail about a pharmacist's review of their order (approved, perhaps not
 * all of it, or not approved), about its hold running out, or about a card order cancelled
 * because it was not paid in time or its payment was refused, in the transaction that records
 * it. It always goes, whatever the buyer chose for order news: it says whether they get their
 * medicine (as a prescription's decision does, decision 041). An order is reviewed or runs out
 * once, so the event names which.
 */
export async function queueOrderReviewMail(
  tx: SqlRunner & Pick<Db, 'select'>,
  notifications: Pick<Notifications, 'mail'>,
  publicUrl: string,
  order: OrderForMail & { paymentMethod: string },
  news: ReviewNews,
) {
  const [buyer] = order.buyerId
    ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, order.buyerId)).limit(1)
    : [];
  const common = {
    event: `order:${order.id}:${news.kind === 'approved' || news.kind === 'rejected' ? 'reviewed' : news.kind}`,
    to: order.buyerEmail,
    language: buyer?.locale === 'bn' ? ('bn' as const) : ('en' as const),
  };
  const values = {
    name: order.buyerName || order.buyerEmail.split('@')[0]!,
    number: order.number,
    paymentMethod: order.paymentMethod === 'card' ? ('card' as const) : ('cod' as const),
    url: `${publicUrl}/dashboard/orders/${encodeURIComponent(order.number)}`,
  };
  if (news.kind === 'approved') {
    await notifications.mail(
      {
        ...common,
        template: 'order-approved',
        values: { ...values, lines: news.lines, total: news.total, currency: news.currency },
      },
      tx,
    );
  } else if (news.kind === 'rejected') {
    await notifications.mail({ ...common, template: 'order-rejected', values: { ...values, lines: news.lines } }, tx);
  } else if (news.kind === 'hold-expired') {
    await notifications.mail(
      { ...common, template: 'order-hold-expired', values: { ...values, hours: news.hours } },
      tx,
    );
  } else if (news.kind === 'payment-refused') {
    const { paymentMethod: _card, ...refused } = values;
    await notifications.mail({ ...common, template: 'order-payment-refused', values: refused }, tx);
  } else {
    const { paymentMethod: _card, ...unpaid } = values;
    await notifications.mail(
      { ...common, template: 'order-payment-expired', values: { ...unpaid, minutes: news.minutes } },
      tx,
    );
  }
}
