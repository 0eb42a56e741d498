export {
  isApprovedAndValid,
  lockPrescriptionOfOrder,
  prescriptionsInFull,
  prescriptionOwnerOfOrder,
  prescriptionsOfOrders,
  recordPrescriptionUse,
  usablePrescription,
} from './prescription-use.js';
// The prescription an order by prescription only is built from (the prescription-requests module).
export { prescriptions } from './prescriptions.schema.js';
