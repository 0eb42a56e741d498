import { isoDay, type RejectionReason } from '@medibazaar/contract';
import { and, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Notifications, SqlRunner } from '../notifications/index.js';
import { users } from '../users/index.js';
import { prescriptions } from './prescriptions.schema.js';

/** How many days before its last valid day an approved prescription's owner is told (decision 041). */
const EXPIRY_NOTICE_DAYS = 14;
/** The daily job that tells them, on the queue. */
export const EXPIRING_JOB = 'prescriptions-expiring';

/** What a prescription's mail needs from its row. */
interface PrescriptionForMail {
  id: string;
  ownerId: string | null;
  patientName: string;
  status: string;
  validUntil: string | null;
  rejectionReason: string | null;
  rejectionNote: string | null;
}

const prescriptionsUrl = (publicUrl: string) => `${publicUrl}/dashboard/prescriptions`;

/**
 * Queues the owner's mail about a pharmacist's decision, in the transaction that records it:
 * approved (until which day) or rejected (the reason and the pharmacist's note). It always
 * goes, whatever the owner chose for order news: it says whether they can get their medicine
 * (decision 041). A prescription is decided once, so the event names the decision.
 */
export async function queuePrescriptionDecisionMail(
  tx: SqlRunner & Pick<Db, 'select'>,
  notifications: Pick<Notifications, 'mail'>,
  publicUrl: string,
  prescription: PrescriptionForMail,
) {
  if (!prescription.ownerId) return;
  const [owner] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, prescription.ownerId))
    .limit(1);
  if (!owner) return;
  const common = {
    to: owner.email,
    language: owner.locale === 'bn' ? ('bn' as const) : ('en' as const),
  };
  const values = {
    name: owner.name || owner.email.split('@')[0]!,
    patient: prescription.patientName,
    url: prescriptionsUrl(publicUrl),
  };
  if (prescription.status === 'approved' && prescription.validUntil) {
    await notifications.mail(
      {
        ...common,
        event: `prescription:${prescription.id}:approved`,
        template: 'prescription-approved',
        values: { ...values, validUntil: prescription.validUntil },
      },
      tx,
    );
  } else if (prescription.status === 'rejected' && prescription.rejectionReason) {
    await notifications.mail(
      {
        ...common,
        event: `prescription:${prescription.id}:rejected`,
        template: 'prescription-rejected',
        values: {
          ...values,
          reason: prescription.rejectionReason as RejectionReason,
          note: prescription.rejectionNote,
        },
      },
      tx,
    );
  }
}

/**
 * The daily job: every approved prescription whose last valid day falls within the next
 * {@link EXPIRY_NOTICE_DAYS} days (today included) and whose owner was not told yet gets its
 * owner one mail. The prescription is marked told in the transaction that queues the mail, so
 * a second run (the same day, the next day, or on another instance at the same moment) queues
 * nothing more. Answers how many mails it queued.
 */
export async function queueExpiringPrescriptionMails(
  db: Db,
  notifications: Pick<Notifications, 'mail'>,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const today = isoDay(now);
  const last = isoDay(new Date(now.getTime() + EXPIRY_NOTICE_DAYS * 86_400_000));
  const rows = await db
    .select({
      id: prescriptions.id,
      patientName: prescriptions.patientName,
      validUntil: prescriptions.validUntil,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(prescriptions)
    .innerJoin(users, eq(users.id, prescriptions.ownerId))
    .where(
      and(
        eq(prescriptions.status, 'approved'),
        isNull(prescriptions.expiryNoticeAt),
        isNotNull(prescriptions.validUntil),
        gte(prescriptions.validUntil, today),
        lte(prescriptions.validUntil, last),
      ),
    );
  let queued = 0;
  for (const r of rows) {
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(prescriptions)
        .set({ expiryNoticeAt: now })
        .where(and(eq(prescriptions.id, r.id), isNull(prescriptions.expiryNoticeAt)))
        .returning({ id: prescriptions.id });
      if (!marked) return;
      await notifications.mail(
        {
          event: `prescription:${r.id}:expiring`,
          to: r.email,
          language: r.locale === 'bn' ? 'bn' : 'en',
          template: 'prescription-expiring',
          values: {
            name: r.name || r.email.split('@')[0]!,
            patient: r.patientName,
            validUntil: r.validUntil!,
            url: prescriptionsUrl(publicUrl),
          },
        },
        tx,
      );
      queued += 1;
    });
  }
  return queued;
}
