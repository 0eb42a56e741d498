import { dhakaDay, type SellerLicence } from '@medibazaar/contract';
import { conflict, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import type { Db, ProductsWatcher } from '../../db/client.js';
import { recordAudit } from '../../modules/audit/index.js';
import type { Notifications } from '../../modules/notifications/index.js';
import { decideLicence, lockLicence, toLicenceJson } from '../../modules/sellers/index.js';
import { queueLicenceDecisionMail } from './licence-mails.js';

export interface LicensingContext {
  db: Db;
  notifications: Pick<Notifications, 'mail'>;
  publicUrl: string;
  productPages: ProductsWatcher;
}

type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * `POST /api/seller-licences/:id/approve` and `…/reject`: an admin decides a pending licence, once.
 * In one transaction:
 *
 * 1. sellers: lock the licence; it must still be pending (409 `LICENCE_ALREADY_DECIDED`), and an
 *    approval needs a licence not yet past its last day (409 `LICENCE_EXPIRED`);
 * 2. sellers: write the decision;
 * 3. audit: `seller_licence.approved` or `.rejected`;
 * 4. notifications: the seller's mail (approved until when, or the reason).
 *
 * After the commit, every kept product page is dropped (catalog's `app.productPages`): an approval
 * puts the seller's products on sale at once. (A rejection of a renewal leaves a licence in force as
 * it was; the pages are dropped all the same, which costs one read each.)
 */
export async function decideSellerLicence(
  ctx: LicensingContext,
  admin: SessionUser,
  id: string,
  decision: Decision,
): Promise<SellerLicence> {
  const decided = await ctx.db.transaction(async (tx) => {
    const licence = await lockLicence(tx, id);
    if (!licence) throw notFound('Licence not found', 'LICENCE_NOT_FOUND');
    if (licence.status !== 'pending') {
      throw conflict(`This licence was already ${licence.status}.`, 'LICENCE_ALREADY_DECIDED');
    }
    if (decision.status === 'approved' && licence.expiresOn < dhakaDay(new Date())) {
      throw conflict(
        `This licence ended on ${licence.expiresOn}: it cannot be approved. Reject it so the seller sends the licence in force.`,
        'LICENCE_EXPIRED',
      );
    }
    await decideLicence(tx, licence.id, decision, admin.id);
    await recordAudit(tx, {
      action: decision.status === 'approved' ? 'seller_licence.approved' : 'seller_licence.rejected',
      objectType: 'seller_licence',
      objectId: licence.id,
      before: { status: licence.status },
      after: {
        status: decision.status,
        sellerId: licence.sellerId,
        licenceNumber: licence.licenceNumber,
        expiresOn: licence.expiresOn,
        ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
    await queueLicenceDecisionMail(tx, ctx.notifications, ctx.publicUrl, licence, decision);
    return (await lockLicence(tx, licence.id))!;
  });
  ctx.productPages.changed();
  return toLicenceJson(decided);
}
