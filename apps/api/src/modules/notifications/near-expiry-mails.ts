import { dhakaDay } from '@medibazaar/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lotsNearExpiry } from '../catalog/index.js';
import { users } from '../users/index.js';
import type { Messages } from './seller-mails.js';

export const NEAR_EXPIRY_JOB = 'lots-near-expiry';

/** A mail lists at most this many lots; the rest are on the seller's list. */
const LOTS_PER_MAIL = 50;

/**
 * The weekly mail of lots near expiry (decision 059): each seller is sent the lots of their
 * products on sale that expire within `days`, earliest first; the admins, the shop's own. Once per
 * owner and day (the event names the day), so a job run twice sends nothing more.
 */
export async function queueNearExpiryMails(
  db: Db,
  messages: Messages,
  days: number,
  now = new Date(),
): Promise<number> {
  const lots = await lotsNearExpiry(db, days, now);
  const byOwner = new Map<string, typeof lots>();
  for (const lot of lots) {
    const owner = lot.sellerId ?? '';
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), lot]);
  }
  if (!byOwner.size) return 0;
  const sellerIds = [...byOwner.keys()].filter(Boolean);
  const columns = { id: users.id, email: users.email, name: users.name, locale: users.locale };
  const sellers = sellerIds.length ? await db.select(columns).from(users).where(inArray(users.id, sellerIds)) : [];
  const admins = byOwner.has('') ? await db.select(columns).from(users).where(eq(users.role, 'admin')) : [];
  let queued = 0;
  await db.transaction(async (tx) => {
    for (const [owner, owned] of byOwner) {
      for (const person of owner ? sellers.filter((s) => s.id === owner) : admins) {
        await messages.notifications.mail(
          {
            event: `near-expiry:${owner || 'shop'}:${dhakaDay(now)}`,
            to: person.email,
            language: person.locale === 'bn' ? 'bn' : 'en',
            template: 'lots-near-expiry',
            values: {
              name: person.name || person.email.split('@')[0]!,
              days,
              lots: owned
                .slice(0, LOTS_PER_MAIL)
                .map((l) => ({ product: l.name, batch: l.batch, expiresOn: l.expiresOn, quantity: l.quantity })),
              more: Math.max(0, owned.length - LOTS_PER_MAIL),
              url: `${messages.publicUrl}/dashboard`,
            },
          },
          tx,
        );
        queued += 1;
      }
    }
  });
  return queued;
}
