export {
  isApprovedAndValid,
  lockPrescriptionOfOrder,
  prescriptionsInFull,
  prescriptionsOfOrders,
  recordPrescriptionUse,
  usablePrescription,
  type OrderPrescription,
} from './prescription-use.js';
export { isReviewer } from './prescriptions.service.js';
export { prescriptions } from './prescriptions.schema.js';
