// What other modules and the server may use of mail and text messages.
export { startNotifications, type Notifications } from './notifications.js';
export type { SqlRunner } from '../../core/job-queue.js';
export { queueOrderReviewMail, queueOrderStatusMail } from './order-mails.js';
export type { OrderReceipt } from './receipt-words.js';
export { queuePrescriptionProposalMail } from './prescription-request-mails.js';
export {
  queueLowStockMails,
  queueNewOrderMail,
  queueOrderToFulfil,
  queueRefundFailedMails,
  type Messages,
} from './seller-mails.js';
// A person's message settings and phone, served by the users module under /api/users/me.
export { messageSettings } from './message-settings.js';
// Recalls (flows/recall, decision 063): the buyers' notice and where each message is.
export { noticeContacts, queueRecallNotice } from './recall-notices.js';
export type { MessageKey } from './notifications.js';
// Returns asked for by the buyer (decision 072): the seller's news of a request, the buyer's of the decision.
export { queueReturnDecidedMail, queueReturnRequestedMail } from './return-mails.js';
