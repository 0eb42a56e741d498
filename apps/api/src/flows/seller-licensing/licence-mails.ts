import { SELLER_LICENCE_LIMITS } from '@medibazaar/contract';
import type { Db } from '../../db/client.js';
import type { Notifications, SqlRunner } from '../../modules/notifications/index.js';
import {
  adminRecipients,
  expiringLicences,
  type LicenceRow,
  markExpiryNoticed,
} from '../../modules/sellers/index.js';

/** The daily job that tells sellers and admins of licences about to end, on the queue. */
export const EXPIRING_JOB = 'seller-licences-expiring';

type Mail = Pick<Notifications, 'mail'>;
const languageOf = (locale: string | null) => (locale === 'bn' ? ('bn' as const) : ('en' as const));
const nameOf = (p: { name: string; email: string }) => p.name || p.email.split('@')[0]!;
const licenceUrl = (publicUrl: string) => `${publicUrl}/dashboard/drug-licence`;
const queueUrl = (publicUrl: string) => `${publicUrl}/dashboard/seller-licences`;

/**
 * Queues the seller's mail about an admin's decision, in the transaction that records it:
 * approved (their products are on sale until the licence's last day) or rejected (the reason).
 * A licence is decided once, so the event names the decision.
 */
export async function queueLicenceDecisionMail(
  tx: SqlRunner,
  notifications: Mail,
  publicUrl: string,
  licence: LicenceRow,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<void> {
  const common = {
    to: licence.sellerEmail,
    language: languageOf(licence.sellerLocale),
  };
  const values = {
    name: nameOf({ name: licence.sellerName, email: licence.sellerEmail }),
    licenceNumber: licence.licenceNumber,
    url: licenceUrl(publicUrl),
  };
  if (decision.status === 'approved') {
    await notifications.mail(
      {
        ...common,
        event: `seller-licence:${licence.id}:approved`,
        template: 'seller-licence-approved',
        values: { ...values, expiresOn: licence.expiresOn },
      },
      tx,
    );
  } else {
    await notifications.mail(
      {
        ...common,
        event: `seller-licence:${licence.id}:rejected`,
        template: 'seller-licence-rejected',
        values: { ...values, reason: decision.reason },
      },
      tx,
    );
  }
}

/**
 * The daily job: every approved licence whose last day falls within the next
 * SELLER_LICENCE_LIMITS.noticeDays days (today included), not outlasted by a later approved
 * licence of the same seller, and whose notice was not sent yet, gets one mail to its seller and
 * one to every admin. The licence is marked told in the transaction that queues the mails, so a
 * second run (the same day, the next, or another instance at the same moment) queues nothing
 * more. Answers how many licences it told of.
 */
export async function queueExpiringLicenceMails(
  db: Db,
  notifications: Mail,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const rows = await expiringLicences(db, SELLER_LICENCE_LIMITS.noticeDays, now);
  if (!rows.length) return 0;
  const admins = await adminRecipients(db);
  let told = 0;
  for (const r of rows) {
    await db.transaction(async (tx) => {
      if (!(await markExpiryNoticed(tx, r.id, now))) return;
      const recipients = [
        { email: r.sellerEmail, name: r.sellerName, locale: r.sellerLocale, url: licenceUrl(publicUrl) },
        ...admins.map((a) => ({ ...a, url: queueUrl(publicUrl) })),
      ];
      for (const who of recipients) {
        await notifications.mail(
          {
            event: `seller-licence:${r.id}:expiring`,
            to: who.email,
            language: languageOf(who.locale),
            template: 'seller-licence-expiring',
            values: {
              name: nameOf(who),
              seller: r.sellerName || r.sellerEmail,
              licenceNumber: r.licenceNumber,
              expiresOn: r.expiresOn,
              forSeller: who.email === r.sellerEmail,
              url: who.url,
            },
          },
          tx,
        );
      }
      told += 1;
    });
  }
  return told;
}
