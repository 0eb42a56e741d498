import type { PrescriptionRequest } from '@medibazaar/contract';
import type { Db } from '../../db/client.js';
import { addToCartIn, cartRefusal } from '../../modules/carts/index.js';
import {
  answerProposalIn,
  proposalExpired,
  readRequest,
  type Caller,
} from '../../modules/prescription-requests/index.js';

/**
 * `POST /api/prescription-requests/:id/accept`: the shopper takes the order a pharmacist built
 * from their prescription. One transaction, so the answer and the cart agree:
 *
 * 1. prescription-requests: the request locked, checked (theirs, still proposed, before its
 *    deadline), marked accepted and audited; its lines read.
 * 2. carts: each line added to the shopper's cart as `POST /api/carts` would (stock, the per-line
 *    limit, the number of lines, a medicine not sold online, a seller not licensed).
 *
 * A line the cart refuses rolls the whole answer back and answers that line's 404/409, so the
 * shopper can make room (or the pharmacy can change the order) and accept again. Past the
 * deadline the request is marked expired and the answer is 409 `PROPOSAL_EXPIRED`.
 */
export async function acceptProposal(db: Db, id: string, caller: Caller): Promise<PrescriptionRequest> {
  const expired = await db.transaction(async (tx) => {
    const outcome = await answerProposalIn(tx, id, { accept: true }, caller);
    if (outcome.expired) return true;
    for (const line of outcome.lines) {
      const added = await addToCartIn(tx, caller.id, line.productId, line.quantity);
      if (!added.ok) throw cartRefusal(added);
    }
    return false;
  });
  if (expired) throw proposalExpired();
  return (await readRequest(db, id))!;
}
