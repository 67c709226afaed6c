/**
 * "Gửi hoá đơn" (issue 24), what the screens that list stays share: the send button and drawer, and the
 * messages each screen builds around a tenant's link.
 */
export { SendBills, type SendSource } from './SendBills';
export { billMessage, reminderMessage } from './send-messages';
