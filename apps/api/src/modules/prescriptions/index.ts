export {
  isApprovedAndValid,
  lockPrescriptionOfOrder,
  prescriptionsInFull,
  prescriptionOwnerOfOrder,
  prescriptionsOfOrders,
  recordPrescriptionUse,
  usablePrescription,
} from './prescription-use.js';
