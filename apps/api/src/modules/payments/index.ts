// What other modules and the flows may use of payments: the payment rows a card payment or a
// delivered cash order writes, the checkouts a card payment opens, and the shop-currency check.
// The module's plugin (which decorates the server with its one card processor, `paymentProvider`)
// is in payments.module.ts.
export { getPayment, insertPayment, setPaymentStatus } from './payments.repository.js';
// Units sold per product, for the catalog's lists of an owner's products.
export { unitsSold } from './payments.repository.js';
// Settling a card authorization after a pharmacist's review: the capture decided once, the
// payment marked captured or voided, and its lines rewritten to what was approved.
export {
  decideCapture,
  lockPayment,
  markCaptured,
  markVoided,
  type PaymentRecord,
  replacePaymentItems,
} from './authorizations.repository.js';
// Payments SSLCommerz found risky, waiting for an admin's decision (flows/card-payment).
export { findPaymentRecord, paymentsAwaitingReview } from './payment-reviews.repository.js';
// The currency the shop was seeded in, noted by the seed and held to at every start.
export { assertShopCurrency, recordShopCurrency, shopDataLocation } from './shop-currency.js';
// The cash a delivered cash order's collector holds until an admin marks it handed in.
export { recordCashCollection } from './cash-collections.js';
export { paymentItems, payments } from './payments.schema.js';
// Checkouts, the card payments in progress: opened, locked and closed by the card-payment flow.
export {
  type CheckoutRow,
  closeLapsedCheckout,
  findCheckoutByIntent,
  findCheckoutOfIntent,
  findOpenCheckouts,
  insertCheckout,
  lockCheckoutByIntent,
  setCheckoutStatus,
  supersedeOpenCheckouts,
  unmarkRefunded,
} from './checkouts.repository.js';
// The card processors, for the flows that charge, capture and refund through them.
export {
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
} from './processors/provider.js';
export { SandboxProvider, type SandboxDecision } from './processors/sandbox.js';
export { PaymentProviders } from './processors/providers.js';
export { BkashRefusal } from './processors/bkash-client.js';
