import type { RecallDetail } from '@medibazaar/contract';
import { conflict, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../../modules/audit/index.js';
import { isUuid, recordRecallReturn } from '../../modules/catalog/index.js';
import type { RecallContext } from './recall-batch.js';
import { readRecallDetail } from './read-recall.js';

/**
 * `POST /api/recalls/:id/buyers/:buyerId/return`: an admin records that a buyer brought the
 * recalled units back. One transaction: catalog gives each unit their orders hold in the recall's
 * lots back to its lot as `returned` (the lot is recalled: it stays out of stock) and marks the
 * buyer returned, once (409 `RECALL_RETURN_RECORDED` the second time); audit: `recall.returned`.
 */
export async function receiveRecallReturn(
  ctx: RecallContext,
  user: SessionUser,
  id: string,
  buyerId: string,
): Promise<RecallDetail> {
  if (!isUuid(id) || !isUuid(buyerId)) throw notFound('This recall was not found.', 'RECALL_NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const back = await recordRecallReturn(tx, id, buyerId, user.id);
    if (!back) throw conflict("This buyer's return is already recorded.", 'RECALL_RETURN_RECORDED');
    await recordAudit(tx, {
      action: 'recall.returned',
      objectType: 'recall',
      objectId: id,
      after: { email: back.email, units: back.units },
    });
  });
  return (await readRecallDetail(ctx, id))!;
}
