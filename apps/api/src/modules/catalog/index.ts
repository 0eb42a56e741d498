// What other modules and the server may use of the catalog.
export { isUuid, sellerProductCount } from './catalog.repository.js';
export { lockStock, returnStock, takeStock } from './stock.js';
export { lowStockCrossings } from './low-stock.js';
export { antibioticFacts } from './antibiotics.js';
export { categories, generics, manufacturers, productGenerics, products } from './catalog.schema.js';
