import type { OrderReturns } from '@medibazaar/contract';
import type { ProductsWatcher } from '../../db/client.js';
import { retryingLockConflicts } from '../../db/lock-conflicts.js';
import type { SessionUser } from '../../core/session.js';
import { returnStock } from '../../modules/catalog/index.js';
import type { Messages } from '../../modules/notifications/index.js';
import {
  categoriesOf,
  lockReturnForDecision,
  makeRefund,
  recordReturnAccepted,
  type RefundContext,
  unitsToShelve,
} from '../../modules/orders/index.js';

/** What accepting works with: the database, the payment providers (for the refund), product pages and mail. */
export interface OrderReturnContext extends RefundContext {
  productPages: ProductsWatcher;
  mail: Messages;
}

/**
 * `POST /api/orders/:number/returns/:id/accept`: the order's seller or an admin accepts a buyer's
 * return request (decision 072). One transaction, so the units, the money and the records move
 * together or not at all:
 *
 * 1. **orders**: lock the order, then the request; the caller must be the order's seller or an
 *    admin, the request still open (`lockReturnForDecision`).
 * 2. **catalog**: the request's units back to the lots the order took them from, each with a
 *    `returned` ledger row, a sellable lot's units on the shelf again (`returnStock`).
 * 3. **orders**: the money of those units back (a card order's refund opened with the provider it
 *    was paid with, a cash order's cash noted as given back), the request accepted with its amount,
 *    the order `returned` once every unit is back, the timeline entry; **audit**: `return.accepted`
 *    and the refund's entry; **notifications**: the buyer's mail (`recordReturnAccepted`).
 *
 * After the commit: the kept product pages of those categories are dropped (**catalog**), and a
 * card refund is made with the provider (**orders**' `makeRefund`, which records how it went).
 * A recall locks products before orders; when the two meet, the one PostgreSQL rolls back runs again.
 */
export async function acceptReturn(
  ctx: OrderReturnContext,
  user: SessionUser,
  number: string,
  returnId: string,
): Promise<OrderReturns> {
  const { orderId, refund, returns, categories } = await retryingLockConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const decided = await lockReturnForDecision(tx, user, number, returnId);
      if (decided.order.stockTaken) {
        await returnStock(tx, unitsToShelve(decided), {
          orderId: decided.order.id,
          actorId: user.id,
          reason: 'return accepted',
        });
      }
      const recorded = await recordReturnAccepted(tx, ctx.mail, user, decided);
      return { orderId: decided.order.id, ...recorded, categories: categoriesOf(decided) };
    }),
  );
  ctx.productPages.changed(categories);
  if (refund) await makeRefund(ctx, orderId, refund);
  return returns;
}
