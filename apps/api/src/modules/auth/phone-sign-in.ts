import { createHash, createHmac } from 'node:crypto';
import {
  BD_MOBILE_MESSAGE,
  normalizeBdMobile,
  PHONE_CODE_RULES,
  PhoneCodeTextSchema,
  phoneAccountEmail,
} from '@medibazaar/contract';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { AuthRateLimitConfig } from '../../core/config-auth.js';
import type { Db } from '../../db/client.js';
import type { Notifications } from '../notifications/index.js';
import { users } from '../users/index.js';
import type { AttemptLimits, SignInAttempt } from './attempt-limits.js';

/** What signing in by mobile number needs. */
export interface PhoneSignInContext {
  db: Db;
  /** The shop's secret: codes are kept only as a keyed hash of it. */
  secret: string;
  limits: AttemptLimits;
  rateLimit: AuthRateLimitConfig;
  notifications: Pick<Notifications, 'sms'>;
  /** The caller's address as the bridge set it (see CLIENT_IP_HEADER). */
  clientIp(ctx: { request?: Request | undefined; headers?: Headers | undefined }): string;
  /** Refusal of a sign-in past the attempt limits (the same words as an email sign-in's). */
  tooManySignIns(retryAfter: number): APIError;
}

const SEND_CODE = '/phone-number/send-otp';
const VERIFY_CODE = '/phone-number/verify';
/** Where the library keeps a number's pending code (its `phoneNumberOTPIdentifier`). */
const codeIdentifier = (phone: string) => `phone-number-otp-${phone}`;

/** A code's keyed hash, bound to its number: what is stored and what a typed code is compared as. */
const hashCode = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`phone-sign-in|${phone}|${code}`).digest('hex');
const CODE_IDENTIFIER = /^phone-number-otp-(01\d{9})$/;
const RAW_CODE = new RegExp(`^(\\d{${PHONE_CODE_RULES.digits}})(:\\d+)$`);

const waitWords = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

function refused(status: 'BAD_REQUEST' | 'CONFLICT', message: string, code: string, field: string) {
  return new APIError(status, { message, code, field });
}

/** The number as typed (any spelling, Bangla digits too) in its one stored form, or a 400 naming the field. */
function storedNumber(value: unknown): string {
  const phone = typeof value === 'string' && value.length <= 32 ? normalizeBdMobile(value) : null;
  if (!phone) throw refused('BAD_REQUEST', BD_MOBILE_MESSAGE, 'VALIDATION_ERROR', 'phoneNumber');
  return phone;
}

function tooManyCodes(message: string, code: 'PHONE_CODE_TOO_SOON' | 'TOO_MANY_PHONE_CODES', wait: number) {
  const seconds = Math.max(1, wait);
  return new APIError('TOO_MANY_REQUESTS', { message, code, field: 'phoneNumber' }, { 'retry-after': String(seconds) });
}

/**
 * The spacing and hourly count of codes sent to a number: the very keys phone verification
 * (notifications/phone.service.ts) counts under, so both ways of asking share one budget.
 */
async function limitCodes(limits: AttemptLimits, phone: string, resendSeconds: number) {
  const minute = await limits.libraryStorage.consume(`phone-code-minute-number:${phone}`, {
    window: resendSeconds,
    max: 1,
  });
  if (!minute.allowed) {
    const wait = minute.retryAfter ?? resendSeconds;
    throw tooManyCodes(
      `A code was sent a moment ago. Please wait ${waitWords(wait)} before asking for another.`,
      'PHONE_CODE_TOO_SOON',
      wait,
    );
  }
  const hour = await limits.libraryStorage.consume(`phone-code-number:${phone}`, {
    window: 60 * 60,
    max: PHONE_CODE_RULES.perHour,
  });
  if (!hour.allowed) {
    const wait = hour.retryAfter ?? 60 * 60;
    throw tooManyCodes(
      `Too many codes were asked for. Please wait ${waitWords(wait)} and try again.`,
      'TOO_MANY_PHONE_CODES',
      wait,
    );
  }
}

const accountWith = async (db: Db, phone: string) =>
  (await db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.phoneNumber, phone)))[0];

/** The library's refusal of a code, in the words phone verification uses, naming the `code` field. */
async function codeRefusal(code: string | undefined, wrongTriesLeft: () => Promise<number>) {
  switch (code) {
    case 'INVALID_OTP': {
      const left = await wrongTriesLeft();
      if (left <= 0)
        return refused('BAD_REQUEST', 'Too many wrong codes. Ask for a new one.', 'PHONE_CODE_USED_UP', 'code');
      const tries = left === 1 ? 'One more try' : `${left} more tries`;
      return refused(
        'BAD_REQUEST',
        `This code is not right. ${tries} before you need a new code.`,
        'PHONE_CODE_WRONG',
        'code',
      );
    }
    case 'TOO_MANY_ATTEMPTS':
      return refused('BAD_REQUEST', 'Too many wrong codes. Ask for a new one.', 'PHONE_CODE_USED_UP', 'code');
    case 'OTP_EXPIRED':
      return refused('BAD_REQUEST', 'This code has expired. Ask for a new one.', 'PHONE_CODE_EXPIRED', 'code');
    case 'OTP_NOT_FOUND':
      return refused('CONFLICT', 'There is no code waiting. Ask for a new code first.', 'NO_PHONE_CODE', 'code');
    case 'PHONE_NUMBER_EXIST':
      return phoneTaken();
    default:
      return null;
  }
}

const phoneTaken = () =>
  refused('CONFLICT', 'Another account signs in with this mobile number.', 'PHONE_TAKEN', 'phoneNumber');

/**
 * The shop's rules around the library's phone-number endpoints, on the body the library parsed:
 * the number in its one stored form, the code in ASCII digits, the limits on sending codes
 * (always on, as for phone verification) and, when the code signs someone in, the sign-in
 * attempt limits (and the sign-up limit for a number no account has).
 */
function phoneRules(context: PhoneSignInContext): BetterAuthPlugin {
  const attempts = new WeakMap<Request, SignInAttempt>();
  const limited = context.rateLimit.enabled;
  return {
    id: 'medibazaar-phone-rules',
    init() {
      // The library stores a new code as `<code>:<wrong tries>`; the shop keeps its keyed hash instead
      // (as phone verification does), and the code typed is hashed before the library compares them.
      return {
        options: {
          databaseHooks: {
            verification: {
              create: {
                async before(row) {
                  const phone = CODE_IDENTIFIER.exec(row.identifier)?.[1];
                  const raw = RAW_CODE.exec(row.value);
                  if (!phone || !raw) return;
                  return { data: { ...row, value: `${hashCode(context.secret, phone, raw[1]!)}${raw[2]}` } };
                },
              },
            },
          },
        },
      };
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SEND_CODE,
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const phone = storedNumber(body.phoneNumber);
            if (body.language !== undefined && body.language !== 'en' && body.language !== 'bn') {
              throw refused('BAD_REQUEST', 'language must be en or bn', 'VALIDATION_ERROR', 'language');
            }
            await limitCodes(context.limits, phone, context.rateLimit.phoneCodeResendSeconds);
            return { context: { body: { ...body, phoneNumber: phone } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === VERIFY_CODE,
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const phone = storedNumber(body.phoneNumber);
            const code = PhoneCodeTextSchema.safeParse(typeof body.code === 'string' ? body.code : '');
            if (!code.success) {
              throw refused('BAD_REQUEST', code.error.issues[0]!.message, 'VALIDATION_ERROR', 'code');
            }
            const typed = hashCode(context.secret, phone, code.data);
            const rewritten = { context: { body: { ...body, phoneNumber: phone, code: typed } } };
            const owner = await accountWith(context.db, phone);
            if (body.updatePhoneNumber === true) {
              // Linking: refused before the code is spent when the number is someone else's.
              const session = await getSessionFromCtx(ctx);
              if (owner && owner.id !== session?.user.id) throw phoneTaken();
              return rewritten;
            }
            if (!limited || !ctx.request) return rewritten;
            if (!owner) {
              const wait = await context.limits.signUp(context.clientIp(ctx));
              if (wait !== null) {
                const minutes = Math.max(1, Math.ceil(wait / 60));
                throw new APIError(
                  'TOO_MANY_REQUESTS',
                  {
                    message: `Too many new accounts from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
                    code: 'TOO_MANY_ATTEMPTS',
                  },
                  { 'retry-after': String(wait) },
                );
              }
              return rewritten;
            }
            const attempt = await context.limits.signIn(`phone:${phone}`, context.clientIp(ctx));
            if (attempt.refusedFor !== null) throw context.tooManySignIns(attempt.refusedFor);
            attempts.set(ctx.request, attempt);
            return rewritten;
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === VERIFY_CODE,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = ctx.request ? attempts.get(ctx.request) : undefined;
            if (ctx.request) attempts.delete(ctx.request);
            const returned = ctx.context.returned;
            const body = (ctx.body ?? {}) as { phoneNumber?: unknown; updatePhoneNumber?: unknown };
            const phone = String(body.phoneNumber ?? '');
            if (!isAPIError(returned)) {
              if (attempt) return attempt.succeeded();
              // A new account: the address it was made from is its owner's, as for an email sign-up.
              if (limited && ctx.request && body.updatePhoneNumber !== true) {
                await context.limits.ownerAddress(`phone:${phone}`, context.clientIp(ctx));
              }
              return;
            }
            const code = (returned.body as { code?: string } | undefined)?.code;
            // A wrong code stays counted, like a wrong password; any other refusal checked no code.
            if (attempt && code !== 'INVALID_OTP') await attempt.withdrawn();
            const refusal = await codeRefusal(code, async () => {
              const pending = await ctx.context.internalAdapter.findVerificationValue(codeIdentifier(phone));
              const used = Number(pending?.value.split(':')[1] ?? PHONE_CODE_RULES.attempts);
              const left = PHONE_CODE_RULES.attempts - used;
              if (left <= 0) await ctx.context.internalAdapter.deleteVerificationByIdentifier(codeIdentifier(phone));
              return left;
            });
            if (refusal) throw refusal;
          }),
        },
      ],
    },
  };
}

/**
 * Signing in and up with a mobile number and a code sent to it by text message, on the sign-in
 * library's phone-number plugin (decision 066). The code has phone verification's rules: 6 digits,
 * 10 minutes, 5 wrong tries; a number no account has gets a new account (its stand-in email can
 * receive nothing), and a signed-in person links a number with `updatePhoneNumber`.
 */
export function phoneSignInPlugins(context: PhoneSignInContext): BetterAuthPlugin[] {
  return [
    phoneNumber({
      otpLength: PHONE_CODE_RULES.digits,
      expiresIn: PHONE_CODE_RULES.minutes * 60,
      allowedAttempts: PHONE_CODE_RULES.attempts,
      // The rules above put every number in its national form first; anything else is refused.
      phoneNumberValidator: (phone) => normalizeBdMobile(phone) === phone,
      async sendOTP({ phoneNumber: phone, code }, ctx) {
        const asked = (ctx?.body as { language?: unknown } | undefined)?.language;
        const owner = await accountWith(context.db, phone);
        const language = owner?.locale === 'bn' || (!owner?.locale && asked === 'bn') ? 'bn' : 'en';
        await context.notifications.sms({
          event: `phone-sign-in:${phone}:${createHash('sha256').update(`${phone}|${code}|${Date.now()}`).digest('hex').slice(0, 32)}`,
          to: phone,
          language,
          template: 'phone-code',
          values: { code, minutes: PHONE_CODE_RULES.minutes },
        });
      },
      signUpOnVerification: {
        getTempEmail: phoneAccountEmail,
        getTempName: (phone) => phone,
      },
    }),
    phoneRules(context),
  ];
}
