export {
  isApprovedAndValid,
  lockPrescriptionOfOrder,
  prescriptionsInFull,
  prescriptionsOfOrders,
  recordPrescriptionUse,
  usablePrescription,
  type OrderPrescription,
} from './order-prescriptions.js';
export { isReviewer } from './prescriptions.service.js';
export { prescriptions } from './prescriptions.schema.js';
