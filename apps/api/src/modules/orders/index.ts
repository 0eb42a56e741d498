// What other modules and the server may use of orders: the card payment's view of the
// orders it pays, delivery zones for the seed, and the order routes.
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
  settleOrdersOfPayment,
  unpayOrdersOfPayment,
  type PayableLine,
  type PayableOrder,
} from './card-orders.js';
export { seedDeliveryZones } from './delivery.repository.js';
