// What other modules and the server may use of payments: the stock and payment rows an
// order's own moves write, the shop-currency check, and the payment routes.
export { insertPayment, lockStock, returnStock, takeStock } from './payments.repository.js';
export { assertShopCurrency } from './shop-currency.js';
export { paymentsModule } from './payments.module.js';
