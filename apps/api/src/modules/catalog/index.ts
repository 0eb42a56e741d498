// What other modules and the server may use of the catalog.
export { isUuid, productColumns, toProductJson } from './catalog.repository.js';
export { lowStockCrossings, type LowStockCrossing } from './low-stock.js';
export { catalogModule } from './catalog.module.js';
