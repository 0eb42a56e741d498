// What other modules and the server may use of mail and text messages.
export { startNotifications, type Notifications } from './notifications.js';
export { notificationsModule } from './notifications.module.js';
export { queueOrderReviewMail, queueOrderStatusMail } from './order-mails.js';
export {
  queueLowStockMails,
  queueNewOrderMail,
  queueOrderToFulfil,
  queueRefundFailedMails,
  type Messages,
} from './seller-mails.js';
export { EXPIRING_JOB, queueExpiringPrescriptionMails, queuePrescriptionDecisionMail } from './prescription-mails.js';
