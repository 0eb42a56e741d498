// Every table of the shop, for tests and benches that set data up across modules. The
// server's own code reaches another module's tables only through that module's index.ts.
export * from '../src/modules/antibiotic-register/antibiotic-register.schema.js';
export * from '../src/modules/audit/audit.schema.js';
export * from '../src/modules/auth/auth.schema.js';
export * from '../src/modules/carts/carts.schema.js';
export * from '../src/modules/catalog/catalog.schema.js';
export * from '../src/modules/catalog/stock.schema.js';
export * from '../src/modules/content/content.schema.js';
export * from '../src/modules/medicine-requests/medicine-requests.schema.js';
export * from '../src/modules/notifications/notifications.schema.js';
export * from '../src/modules/orders/orders.schema.js';
export * from '../src/modules/payments/payments.schema.js';
export * from '../src/modules/prescription-requests/prescription-requests.schema.js';
export * from '../src/modules/prescriptions/prescriptions.schema.js';
export * from '../src/modules/sellers/sellers.schema.js';
export * from '../src/modules/uploads/uploads.schema.js';
export * from '../src/modules/users/users.schema.js';
