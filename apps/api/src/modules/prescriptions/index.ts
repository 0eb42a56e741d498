export {
  isApprovedAndValid,
  lockPrescriptionOfOrder,
  prescriptionsInFull,
  prescriptionsOfOrders,
  recordPrescriptionUse,
  usablePrescription,
} from './prescription-use.js';
