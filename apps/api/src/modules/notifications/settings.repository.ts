import { NOTIFICATION_DEFAULTS, type NotificationSettings } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';

/** A person's message settings: their row, or the defaults without one. */
export async function readSettings(db: Pick<DbOrTx, 'select'>, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      orderEmail: notificationSettings.orderEmail,
      orderSms: notificationSettings.orderSms,
      marketingEmail: notificationSettings.marketingEmail,
      marketingSms: notificationSettings.marketingSms,
      smsPhone: notificationSettings.smsPhone,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row ?? NOTIFICATION_DEFAULTS;
}

export async function saveSettings(db: DbOrTx, userId: string, settings: NotificationSettings) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: sql`now()` } });
}
