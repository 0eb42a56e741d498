// What other modules may use of medicines. The medicine columns, prepared statements and
// search come first: the catalog's product columns are built from them when it loads.
export { medicineColumn, toMedicineFacts, type MedicineRow } from './medicine-columns.js';
export { runPrepared } from './prepared.js';
export { searchStatements } from './search.repository.js';
export { NOT_A_MEDICINE, productGenericIds, setProductGenerics, type MedicineValues } from './medicines.repository.js';
export { resolveMedicine } from './medicines.service.js';
export { generics, manufacturers, productGenerics } from './medicines.schema.js';
