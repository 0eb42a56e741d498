import { createHash, randomUUID } from 'node:crypto';
import { and, like, lt, sql } from 'drizzle-orm';
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRateLimitConfig } from '../../core/config-auth.js';
import { HttpError } from '../../core/http-errors.js';
import type { Db } from '../../db/client.js';

/** A moment as whole milliseconds since 1970, in a bigint column. */
const epochMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

/**
 * The `rate_limits` table as rate-limiter-flexible's Drizzle store reads it: `count`
 * holds a key's points and `last_request` the moment they lapse (or its block ends).
 * Every instance shares it through the database, PGlite and PostgreSQL alike.
 */
const attemptCounters = pgTable('rate_limits', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  key: text('key').notNull().unique(),
  points: integer('count').notNull(),
  expire: epochMs('last_request'),
});

/**
 * A sign-in the limits let through to the password check, to be settled by its outcome.
 * A wrong password needs nothing more: the attempt stays counted everywhere.
 */
export interface SignInAttempt {
  refusedFor: null;
  /** The owner is in: their failures in a row end, and this address is theirs for a while. */
  succeeded(): Promise<void>;
  /** No password was checked (the request itself was refused): nothing counts. */
  withdrawn(): Promise<void>;
}

export interface AttemptLimits {
  /** Refuses (with the seconds to wait) or reserves one email sign-in attempt. */
  signIn(email: string, ip: string): Promise<SignInAttempt | { refusedFor: number }>;
  /** Counts a new account from an address; the seconds to wait when past the limit, else null. */
  signUp(ip: string): Promise<number | null>;
  /** Marks an address as one the account's owner uses (the one it was created from). */
  ownerAddress(email: string, ip: string): Promise<void>;
  /**
   * The owner proved themselves (a password reset by mail): every lock on the account ends (its
   * failures in a row from any address, its hold on strangers and the memory of past holds), and
   * `ip` becomes one of the owner's addresses. The per-address daily limit stays: it is no one
   * account's.
   */
  ownerRecovered(email: string, ip: string): Promise<void>;
  /** The sign-in library's own per-address rules, in the same store (its `customStorage`). */
  libraryStorage: {
    consume(
      key: string,
      rule: { window: number; max: number },
    ): Promise<{ allowed: boolean; retryAfter: number | null }>;
  };
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;
/** Expired rows are removed at most this often, by whichever request comes along. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Seconds to wait for a refusal, never 0 (a `Retry-After: 0` invites an instant retry). */
const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** One point from `limiter`: its refusal (points used up) as a value; a store failure is thrown. */
async function take(limiter: RateLimiterDrizzle, key: string) {
  try {
    return { ok: true as const, res: await limiter.consume(key) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false as const, res: error };
    throw error;
  }
}

/**
 * The account as the library looks it up (lower case); an address no account can
 * have is hashed so a huge one cannot overflow the key's index.
 */
function accountKey(email: string): string {
  const lower = email.toLowerCase();
  return lower.length <= 254 ? lower : `sha256:${createHash('sha256').update(lower).digest('hex')}`;
}

/**
 * Sign-in and sign-up limits on rate-limiter-flexible, following its login
 * protection recipe (see docs/decisions/029-sign-in-limits-on-rate-limiter-flexible.md):
 *
 * - failures in a row per account and address, cleared by a success;
 * - failures per address per day, whatever the accounts;
 * - failures per account from addresses it has not been signed in from, with waits
 *   that double each time the account is held back. The owner's own addresses are
 *   never held back by it, so strangers cannot lock the owner out.
 *
 * An attempt is counted before the password is checked (so a burst cannot slip past
 * on a stale count) and given back when it was not a failure.
 */
export function createAttemptLimits(db: Db, config: AuthRateLimitConfig): AttemptLimits {
  const store = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: attemptCounters,
      keyPrefix,
      points,
      duration,
      blockDuration,
      // Expired rows are pruned below, by this app, rather than by a timer per limiter that outlives it.
      clearExpiredByTimeout: false,
    });

  const { signInPerAccountAndIp: pairRule, signInPerIp: ipRule, signInPerAccount: accountRule } = config;
  const inARow = store('login-fail-account-ip', pairRule.points, pairRule.durationSeconds, pairRule.blockSeconds);
  const perAddress = store('login-fail-ip', ipRule.points, ipRule.durationSeconds, ipRule.blockSeconds);
  const perAccount = store('login-fail-account', accountRule.points, accountRule.durationSeconds);
  // How many times the account has been held back lately: each wait is twice the last.
  const accountWaits = store('login-account-waits', Number.MAX_SAFE_INTEGER, DAY_SECONDS);
  const ownAddresses = store('login-own-address', 1, accountRule.knownAddressSeconds);
  const newAccounts = store('sign-up-ip', config.signUpPerIp.points, config.signUpPerIp.durationSeconds);
  const libraryRules = new Map<string, RateLimiterDrizzle>();

  let lastPrune = Date.now();
  function prune() {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    // Housekeeping only: a key that lapsed is reset by its next use anyway.
    db.delete(attemptCounters)
      .where(lt(attemptCounters.expire, new Date(now - HOUR_MS)))
      .catch(() => {});
  }

  /** The account is past its free failures: start a wait, or say how long the current one lasts. */
  async function holdBack(account: string, refusal: RateLimiterRes): Promise<number> {
    // Only the attempt that first went past the free ones starts a wait; later ones are told what is left.
    if (refusal.consumedPoints !== accountRule.points + 1) return seconds(refusal);
    const waits = await accountWaits.penalty(account);
    const wait = Math.min(accountRule.firstBlockSeconds * 2 ** (waits.consumedPoints - 1), accountRule.maxBlockSeconds);
    await perAccount.block(account, wait);
    return wait;
  }

  return {
    async signIn(email, ip) {
      prune();
      const account = accountKey(email);
      const pair = `${ip} ${account}`;
      const pairTaken = await take(inARow, pair);
      if (!pairTaken.ok) return { refusedFor: seconds(pairTaken.res) };
      const addressTaken = await take(perAddress, ip);
      if (!addressTaken.ok) {
        await inARow.reward(pair);
        return { refusedFor: seconds(addressTaken.res) };
      }
      const ownAddress = (await ownAddresses.get(pair)) !== null;
      if (!ownAddress) {
        const accountTaken = await take(perAccount, account);
        if (!accountTaken.ok) {
          await Promise.all([inARow.reward(pair), perAddress.reward(ip)]);
          return { refusedFor: await holdBack(account, accountTaken.res) };
        }
      }
      const giveBackAccount = () => (ownAddress ? null : perAccount.reward(account));
      return {
        refusedFor: null,
        async succeeded() {
          await Promise.all([
            inARow.delete(pair),
            ownAddresses.set(pair, 1, accountRule.knownAddressSeconds),
            perAddress.reward(ip),
            giveBackAccount(),
          ]);
        },
        async withdrawn() {
          await Promise.all([inARow.reward(pair), perAddress.reward(ip), giveBackAccount()]);
        },
      };
    },

    async signUp(ip) {
      prune();
      const taken = await take(newAccounts, ip);
      return taken.ok ? null : seconds(taken.res);
    },

    async ownerAddress(email, ip) {
      await ownAddresses.set(`${ip} ${accountKey(email)}`, 1, accountRule.knownAddressSeconds);
    },

    async ownerRecovered(email, ip) {
      const account = accountKey(email);
      const counter = attemptCounters.key;
      await Promise.all([
        // Failures in a row are kept per `<address> <account>`: every address's count for this account goes.
        db
          .delete(attemptCounters)
          .where(
            and(
              like(counter, `${inARow.getKey('')}%`),
              sql`substr(${counter}, strpos(${counter}, ' ') + 1) = ${account}`,
            ),
          ),
        perAccount.delete(account),
        accountWaits.delete(account),
        ownAddresses.set(`${ip} ${account}`, 1, accountRule.knownAddressSeconds),
      ]);
    },

    libraryStorage: {
      async consume(key, rule) {
        prune();
        const name = `${rule.max}/${rule.window}`;
        let limiter = libraryRules.get(name);
        if (!limiter) libraryRules.set(name, (limiter = store(`auth-${name}`, rule.max, rule.window)));
        const taken = await take(limiter, key);
        return taken.ok ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: seconds(taken.res) };
      },
    },
  };
}

/** Refusal once a limit is reached: 429 with how long to wait. */
export function tooManyAttempts(reply: FastifyReply, retryAfter: number, what: 'sign-up' | 'other') {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  reply.header('retry-after', String(retryAfter));
  const wait = `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  const message =
    what === 'sign-up' ? `Too many new accounts from your network. ${wait}` : `Too many attempts. ${wait}`;
  return new HttpError(429, message, 'TOO_MANY_ATTEMPTS');
}

/** Counts a new account from the caller's address; throws 429 past the limit. */
export async function limitSignUp(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  if (!app.config.authRateLimit.enabled) return;
  const retryAfter = await app.attemptLimits.signUp(req.ip);
  if (retryAfter !== null) throw tooManyAttempts(reply, retryAfter, 'sign-up');
}
