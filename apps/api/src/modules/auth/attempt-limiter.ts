import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { AttemptRule } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the window frees up (when refused). */
  retryAfter: number | null;
}

/**
 * Counts attempts per key in fixed windows. Kept in a store every instance shares
 * (the database here), so a limit holds however many instances run.
 */
export interface AttemptLimiter {
  /** Records one attempt and says whether it is within the rule. */
  consume(key: string, rule: AttemptRule): Promise<AttemptVerdict>;
  /** Takes one attempt back (a sign-in that succeeded is not a failure). */
  refund(key: string): Promise<void>;
  /** Forgets the key (an account's failures after its owner signed in). */
  reset(key: string): Promise<void>;
}

/** Rows are dropped once no rule could still count them. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The database-backed limiter. One statement per attempt: an upsert that starts a
 * new window when the old one is over and otherwise adds one, so simultaneous
 * attempts cannot all slip through on a stale read.
 */
export function databaseAttemptLimiter(db: DbOrTx): AttemptLimiter {
  let lastPrune = 0;

  async function prune(now: number) {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await db.delete(rateLimits).where(lt(rateLimits.lastRequest, now - STALE_AFTER_MS));
  }

  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowMs = rule.windowSeconds * 1000;
      const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            // last_request holds the start of the current window.
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
      await prune(now);
      if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)) };
    },
    async refund(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
