import {
  NOTIFICATION_DEFAULTS,
  PHONE_CODE_RULES,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationSettings, phoneVerifications } from './notifications.schema.js';
import { HttpError } from '../../core/http-errors.js';

/** A person's switches and their verified number, as the messages read them. */
export interface Switches {
  orderEmail: boolean;
  orderSms: boolean;
  marketingEmail: boolean;
  marketingSms: boolean;
  /** Only ever a number its owner proved with a code. */
  smsPhone: string | null;
  smsPhoneVerifiedAt: Date | null;
}

/** A person's switches: their row, or the defaults without one. */
export async function readSettings(db: Pick<DbOrTx, 'select'>, userId: string): Promise<Switches> {
  const [row] = await db
    .select({
      orderEmail: notificationSettings.orderEmail,
      orderSms: notificationSettings.orderSms,
      marketingEmail: notificationSettings.marketingEmail,
      marketingSms: notificationSettings.marketingSms,
      smsPhone: notificationSettings.smsPhone,
      smsPhoneVerifiedAt: notificationSettings.smsPhoneVerifiedAt,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row ?? NOTIFICATION_DEFAULTS;
}

/** The settings as `GET /api/users/me/notifications` answers them, with a code waiting to be entered. */
export async function settingsJson(db: Pick<DbOrTx, 'select'>, userId: string): Promise<NotificationSettings> {
  const [switches, [pending]] = await Promise.all([
    readSettings(db, userId),
    db
      .select({
        phone: phoneVerifications.phone,
        expiresAt: phoneVerifications.expiresAt,
        attempts: phoneVerifications.attempts,
        sentAt: phoneVerifications.sentAt,
      })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId))
      .limit(1),
  ]);
  const live = pending && pending.expiresAt.getTime() > Date.now() ? pending : null;
  return {
    ...switches,
    smsPhoneVerifiedAt: switches.smsPhoneVerifiedAt?.toISOString() ?? null,
    phoneCode: live
      ? {
          phone: live.phone,
          expiresAt: live.expiresAt.toISOString(),
          attemptsLeft: Math.max(0, PHONE_CODE_RULES.attempts - live.attempts),
          resendAt: new Date(live.sentAt.getTime() + PHONE_CODE_RULES.resendSeconds * 1000).toISOString(),
        }
      : null,
  };
}

/**
 * Saves the switches. One by text message needs a verified number: 409 PHONE_NOT_VERIFIED
 * naming the switch otherwise. Reads and writes under the row's lock, so a number removed
 * at the same moment cannot leave a switch on without it.
 */
export async function saveSettings(db: DbOrTx, userId: string, input: NotificationSettingsInput) {
  await db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select({ smsPhone: notificationSettings.smsPhone })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const wantsSms = input.orderSms ? 'orderSms' : input.marketingSms ? 'marketingSms' : null;
    if (wantsSms && !row?.smsPhone) {
      throw new HttpError(
        409,
        'Text messages need a mobile number you have verified: add your number, then enter the code we send to it.',
        'PHONE_NOT_VERIFIED',
        wantsSms,
      );
    }
    await tx
      .update(notificationSettings)
      .set({
        orderEmail: input.orderEmail,
        orderSms: input.orderSms,
        marketingEmail: input.marketingEmail,
        marketingSms: input.marketingSms,
        updatedAt: sql`now()`,
      })
      .where(eq(notificationSettings.userId, userId));
  });
}
