export * from './users.js';
export * from './catalog.js';
export * from './medicines.js';
export * from './orders.js';
export * from './auth.js';
export * from './uploads.js';
export * from './checkout.js';
export * from './content.js';
