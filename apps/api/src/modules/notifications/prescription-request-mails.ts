import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SqlRunner } from '../../core/job-queue.js';
import { users } from '../users/index.js';
import type { Notifications } from './notifications.js';
import { readSettings } from './settings.repository.js';

const answerByWords = (at: Date, language: 'en' | 'bn') =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);

/**
 * Queues the shopper's mail that a pharmacist built the order they asked for by prescription, in the
 * transaction that keeps the proposal (once: the event names the request). Like order news, it goes
 * unless they turned order mail off on their profile.
 */
export async function queuePrescriptionProposalMail(
  tx: SqlRunner & Pick<Db, 'select'>,
  notifications: Pick<Notifications, 'mail'>,
  publicUrl: string,
  proposal: { requestId: string; buyerId: string; patient: string; lines: number; answerBy: Date },
) {
  const [buyer] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, proposal.buyerId))
    .limit(1);
  if (!buyer) return;
  const settings = await readSettings(tx, proposal.buyerId);
  if (settings && !settings.orderEmail) return;
  const language = buyer.locale === 'bn' ? 'bn' : 'en';
  await notifications.mail(
    {
      event: `prescription-request:${proposal.requestId}:proposed`,
      to: buyer.email,
      language,
      template: 'prescription-order-proposed',
      values: {
        name: buyer.name || buyer.email.split('@')[0]!,
        patient: proposal.patient,
        lines: proposal.lines,
        answerBy: answerByWords(proposal.answerBy, language),
        url: `${publicUrl}/dashboard/prescription-orders/${proposal.requestId}`,
      },
    },
    tx,
  );
}
