// What other modules and the server may use of the catalog.
export { isUuid, sellerProductCount } from './catalog.repository.js';
export { lockStock, lotsOfOrders, returnStock, takeStock, usableUntil } from './stock.js';
export { lowStockCrossings } from './low-stock.js';
export { lotsNearExpiry, moveExpiredLots } from './lots-expiry.js';
export {
  listedCategories,
  listedGenericCount,
  listedGenerics,
  listedProductCount,
  listedProducts,
  type ListedEntry,
} from './site-map.repository.js';
export {
  categories,
  generics,
  manufacturers,
  medicineReferences,
  productGenerics,
  products,
} from './catalog.schema.js';
export { productLots, stockMoves } from './stock.schema.js';
// The medicine reference's class changes (flows/medicine-class): the catalog's side of them.
export { changeReferenceClass, setGenericAntibiotic, type ClassChange } from './medicine-references.service.js';
export { readReference } from './medicine-references.repository.js';
export { antibioticFacts } from './antibiotics.js';
// Recalls (flows/recall, decision 063): the catalog's side of them.
export {
  lotsOfRecall,
  moveOrderOffLots,
  recordRecallBuyers,
  recordRecallReturn,
  startRecall,
  unitsHeldInLots,
  type HeldUnits,
  type RecallBuyerToTell,
} from './recalls.repository.js';
export { buyersOfRecall, listRecalls, readRecall, type RecallRow } from './recall-reads.js';
