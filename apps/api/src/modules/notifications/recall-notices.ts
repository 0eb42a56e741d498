import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { SqlRunner } from '../../core/job-queue.js';
import { users } from '../users/index.js';
import { notificationSettings } from './notifications.schema.js';
import type { Messages } from './seller-mails.js';

// The recall notice (decision 063): a safety message, sent to every buyer who received a recalled
// batch whatever their choice of order news, by mail and by text message to the number they verified.

/** How to reach a buyer: their language and the mobile number they proved (null: none). */
export interface NoticeContact {
  language: 'en' | 'bn';
  phone: string | null;
}

/** The language and verified number of each of these accounts. */
export async function noticeContacts(
  tx: SqlRunner & Pick<DbOrTx, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, NoticeContact>> {
  if (!userIds.length) return new Map();
  const [people, settings] = await Promise.all([
    tx
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(inArray(users.id, [...userIds])),
    tx
      .select({ userId: notificationSettings.userId, phone: notificationSettings.smsPhone })
      .from(notificationSettings)
      .where(inArray(notificationSettings.userId, [...userIds])),
  ]);
  const phones = new Map(settings.map((s) => [s.userId, s.phone]));
  return new Map(
    people.map((p) => [p.id, { language: p.locale === 'bn' ? 'bn' : 'en', phone: phones.get(p.id) ?? null }]),
  );
}

export interface RecallNotice {
  /** The recall and the buyer: with the recipient, the idempotency key of each message. */
  event: string;
  email: string;
  name: string | null;
  /** A number the buyer verified (the settings keep no other), or null. */
  phone: string | null;
  language: 'en' | 'bn';
  product: string;
  batches: string[];
  reason: string;
  instructions: string;
  orders: string[];
}

/** Queues one buyer's recall notice, by mail and (with a verified number) text message, in `tx`. */
export async function queueRecallNotice(tx: SqlRunner, messages: Messages, notice: RecallNotice): Promise<void> {
  const values = {
    name: notice.name || notice.email.split('@')[0]!,
    product: notice.product,
    batches: notice.batches,
    reason: notice.reason,
    instructions: notice.instructions,
    orders: notice.orders,
    url: `${messages.publicUrl}/dashboard/orders`,
  };
  await messages.notifications.mail(
    { event: notice.event, to: notice.email, language: notice.language, template: 'recall-notice', values },
    tx,
  );
  if (notice.phone) {
    await messages.notifications.sms(
      { event: notice.event, to: notice.phone, language: notice.language, template: 'recall-notice', values },
      tx,
    );
  }
}
