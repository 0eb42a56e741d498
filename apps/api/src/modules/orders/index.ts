// What other modules and the flows may use of orders: the card payment's view of the orders it
// pays, the rows of a placement, the review's locks and writes, the read model, and delivery zones
// for the seed. The module's plugin is in orders.module.ts.
export {
  attachCheckout,
  awaitsReview,
  cancelUnpaidOrders,
  findOrdersToPay,
  isAwaitingCardPayment,
  linesOfOrders,
  linesWithStock,
  lockOrdersOfCheckout,
  markOrdersPaid,
  orderNumbersOfCheckout,
  deliveryContactOf,
  settleOrdersOfPayment,
  unpayOrdersOfPayment,
  type PayableLine,
  type PayableOrder,
} from './card-orders.js';
export { seedDeliveryZones } from './delivery.repository.js';
// Placing orders (flows/place-order): the placement, its pricing and limits, each seller's order.
export {
  deliveryOfPlacement,
  insertPlacement,
  insertSellerOrder,
  placementRequestHash,
  replayPlacement,
  type SellerOrderToPlace,
} from './placements.js';
export { receiptOf } from './order-receipt.js';
// One checkout attempt, one order (decision 065): a placement removes the buyer's unpaid online orders.
export { auditReplacedOrders, removeUnpaidOrders } from './replaced-orders.js';
export { needsPrescription, priceCart, type PricedGroup, unitsLeft } from './pricing.js';
export { assertWithinOpenOrderLimits } from './open-order-limits.js';
export { orderJson } from './order-read-model.js';
// The order rows, for the dashboard's figures (stats).
export { orders } from './orders.schema.js';
export type { OrderRow } from './orders-context.js';
// The pharmacist's review (flows/prescription-review): the order locked for it, its lines and
// their decisions, the end of the review, and the card authorization settled afterwards.
export {
  awaitingCardPayment,
  endReview,
  type LineDecision,
  linesForReview,
  lockForReview,
  type OrderLineRow,
  writeLineDecisions,
} from './review-queue.js';
export { AWAITING, findOrder } from './orders-context.js';
// A medicine the pharmacy made prescription-only (flows/medicine-class): its open orders wait for a pharmacist.
export { sendOrdersToReview } from './prescription-now-needed.js';
export { type SettlementContext, settleQuietly } from './authorization-settlement.js';
// Recalls (flows/recall, decision 063): the orders holding a recalled batch and what became of them.
export {
  lockOrdersForRecall,
  orderNumbers,
  ordersHeldByRecalls,
  recordRecallOutcome,
  type RecallOrderRow,
} from './recall-holds.js';
// A payment an admin did not accept after SSLCommerz found it risky (flows/card-payment): its
// orders named, cancelled with their stock back and refunds opened, the refunds then made
// (`makeRefund`, below).
export { cancelOrdersOfRefusedPayment, orderNumbersOfPayments } from './refused-payment.js';
// The address an order by prescription only is for (the prescription-requests module).
export { addresses } from './orders.schema.js';
// Returns asked for by the buyer (flows/order-return, decision 072): the request locked for its
// decision, the accepted return's records, and the refund made after the commit.
export { lockReturnForDecision } from './order-returns.js';
export { categoriesOf, recordReturnAccepted, unitsToShelve } from './return-decisions.js';
export { makeRefund, type RefundContext } from './refunds.js';
