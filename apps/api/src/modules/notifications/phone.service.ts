import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_RULES, type NotificationSettings } from '@medibazaar/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSettings, phoneVerifications } from './notifications.schema.js';
import { users } from '../users/index.js';
import { HttpError } from '../../core/http-errors.js';
import type { Notifications } from './notifications.js';
import { readSettings, settingsJson } from './settings.repository.js';

/** What proving a mobile number needs. */
export interface PhoneContext {
  db: Db;
  notifications: Pick<Notifications, 'sms'>;
  /** The shop's secret: codes are kept only as a keyed hash of it. */
  secret: string;
  /** Counts one use of `key` against `max` per `window` seconds (the shop's shared limit store). */
  limit(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
  /** The least time between two codes to one number or account (PHONE_CODE_RESEND_SECONDS). */
  resendSeconds: number;
}

/** A code's keyed hash: bound to the account and the number, so it proves nothing else. */
const hashCode = (secret: string, userId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`phone-code|${userId}|${phone}|${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** 429 with how long to wait (also in `Retry-After`, set by the route from `retryAfter`). */
class PhoneCodeRefused extends HttpError {
  constructor(
    message: string,
    code: 'PHONE_CODE_TOO_SOON' | 'TOO_MANY_PHONE_CODES',
    readonly retryAfter: number,
  ) {
    super(429, message, code, 'phone');
  }
}

const waitWords = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * Sends a fresh 6-digit code by text message to `phone`, for the caller to prove it is
 * theirs. The code is kept only as a keyed hash, works for 10 minutes and for 5 wrong tries;
 * asking again replaces it. One code a minute per account, and 5 an hour per account and
 * per number (whoever asks), so the shop cannot be used to flood a phone; removing the number
 * resets none of these. The code and its text message are written together.
 */
export async function sendPhoneCode(ctx: PhoneContext, userId: string, phone: string): Promise<NotificationSettings> {
  const current = await readSettings(ctx.db, userId);
  if (current.smsPhone === phone) {
    throw new HttpError(409, 'This mobile number is already verified.', 'PHONE_ALREADY_VERIFIED', 'phone');
  }
  const tooSoon = (wait: number) =>
    new PhoneCodeRefused(
      `A code was sent a moment ago. Please wait ${waitWords(Math.max(1, wait))} before asking for another.`,
      'PHONE_CODE_TOO_SOON',
      Math.max(1, wait),
    );
  // The send times live in the shared limit store, not with the pending code: removing the
  // number (which deletes the code) must not start the minute or the hour again.
  const minute = { window: ctx.resendSeconds, max: 1 };
  for (const key of [`phone-code-minute-account:${userId}`, `phone-code-minute-number:${phone}`]) {
    const taken = await ctx.limit(key, minute);
    if (!taken.allowed) throw tooSoon(taken.retryAfter ?? ctx.resendSeconds);
  }

  const hour = { window: 60 * 60, max: PHONE_CODE_RULES.perHour };
  for (const key of [`phone-code-account:${userId}`, `phone-code-number:${phone}`]) {
    const taken = await ctx.limit(key, hour);
    if (!taken.allowed) {
      const wait = taken.retryAfter ?? 60 * 60;
      throw new PhoneCodeRefused(
        `Too many codes were asked for. Please wait ${waitWords(wait)} and try again.`,
        'TOO_MANY_PHONE_CODES',
        wait,
      );
    }
  }

  const code = String(randomInt(0, 10 ** PHONE_CODE_RULES.digits)).padStart(PHONE_CODE_RULES.digits, '0');
  const codeHash = hashCode(ctx.secret, userId, phone, code);
  const expiresAt = new Date(Date.now() + PHONE_CODE_RULES.minutes * 60_000);
  const [person] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  const sent = await ctx.db.transaction(async (tx) => {
    // Two requests at once: only one of them replaces the code (the other finds it too soon).
    const [row] = await tx
      .insert(phoneVerifications)
      .values({ userId, phone, codeHash, expiresAt, attempts: 0, sentAt: sql`now()` })
      .onConflictDoUpdate({
        target: phoneVerifications.userId,
        set: { phone, codeHash, expiresAt, attempts: 0, sentAt: sql`now()` },
        setWhere: lt(phoneVerifications.sentAt, sql`now() - make_interval(secs => ${ctx.resendSeconds})`),
      })
      .returning({ userId: phoneVerifications.userId });
    if (!row) return false;
    await ctx.notifications.sms(
      {
        event: `phone-code:${userId}:${codeHash.slice(0, 32)}`,
        to: phone,
        language: person?.locale === 'bn' ? 'bn' : 'en',
        template: 'phone-code',
        values: { code, minutes: PHONE_CODE_RULES.minutes },
      },
      tx,
    );
    return true;
  });
  if (!sent) throw tooSoon(ctx.resendSeconds);
  return settingsJson(ctx.db, userId);
}

type Outcome = { ok: true } | { ok: false; error: HttpError };

/**
 * Checks the code from the text message. Right: the number becomes the caller's verified
 * number for text messages (the switches stay as they were). Wrong: one try fewer, and at
 * the fifth the code stops working. A wrong try is counted even though it is refused.
 */
export async function verifyPhoneCode(ctx: PhoneContext, userId: string, code: string): Promise<NotificationSettings> {
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [pending] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId))
      .for('update');
    if (!pending) {
      return {
        ok: false,
        error: new HttpError(409, 'There is no code waiting. Ask for a new code first.', 'NO_PHONE_CODE', 'code'),
      };
    }
    const gone = () => tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    if (pending.expiresAt.getTime() <= Date.now()) {
      await gone();
      return {
        ok: false,
        error: new HttpError(400, 'This code has expired. Ask for a new one.', 'PHONE_CODE_EXPIRED', 'code'),
      };
    }
    if (!sameHash(hashCode(ctx.secret, userId, pending.phone, code), pending.codeHash)) {
      const used = pending.attempts + 1;
      const left = PHONE_CODE_RULES.attempts - used;
      if (left <= 0) {
        await gone();
        return {
          ok: false,
          error: new HttpError(400, 'Too many wrong codes. Ask for a new one.', 'PHONE_CODE_USED_UP', 'code'),
        };
      }
      await tx
        .update(phoneVerifications)
        .set({ attempts: used })
        .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.attempts, pending.attempts)));
      return {
        ok: false,
        error: new HttpError(
          400,
          `This code is not right. ${left === 1 ? 'One more try' : `${left} more tries`} before you need a new code.`,
          'PHONE_CODE_WRONG',
          'code',
        ),
      };
    }
    const verifiedAt = new Date();
    await tx
      .insert(notificationSettings)
      .values({ userId, smsPhone: pending.phone, smsPhoneVerifiedAt: verifiedAt })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { smsPhone: pending.phone, smsPhoneVerifiedAt: verifiedAt, updatedAt: sql`now()` },
      });
    await gone();
    return { ok: true };
  });
  if (!outcome.ok) throw outcome.error;
  return settingsJson(ctx.db, userId);
}

/** Forgets the caller's number (verified or waiting for its code); text messages stop. */
export async function removePhone(db: Db, userId: string): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    await tx
      .update(notificationSettings)
      .set({ smsPhone: null, smsPhoneVerifiedAt: null, orderSms: false, marketingSms: false, updatedAt: sql`now()` })
      .where(eq(notificationSettings.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  });
  return settingsJson(db, userId);
}
