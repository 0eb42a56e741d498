import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../core/config.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { HttpError } from '../../core/http-errors.js';

/**
 * Refuses to take money or an order from an account whose email is not confirmed, when
 * the shop requires it (`REQUIRE_EMAIL_VERIFICATION`, on by default with SMTP). Browsing
 * and the cart stay open to such accounts. Every route that pays or places an order calls
 * it first; it reads the account only when the rule is on.
 */
export async function assertMayOrder(db: DbOrTx, config: Pick<AppConfig, 'notifications'>, userId: string) {
  if (!config.notifications.requireEmailVerification) return;
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  if (row?.verified) return;
  throw new HttpError(
    403,
    'Please confirm your email address first: open the link we mailed you, or ask for a new one on your profile.',
    'EMAIL_NOT_VERIFIED',
  );
}
