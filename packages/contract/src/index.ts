export * from './constants.js';
export * from './money.js';
export * from './common.js';
export * from './catalog.js';
export * from './product-display.js';
export * from './auth.js';
export * from './users.js';
