// What other modules and the server may use of payments: the payment rows a checkout or a
// delivered cash order writes, the shop-currency check, and the module (which decorates the
// server with its one card processor, `paymentProvider`).
export { getPayment, insertPayment, setPaymentStatus } from './payments.repository.js';
export { assertShopCurrency } from './shop-currency.js';
export { paymentsModule } from './payments.module.js';
