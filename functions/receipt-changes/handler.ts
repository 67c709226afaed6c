import { domainHandler } from '../platform/http/handler';
import { cancelReceiptChange, createReceiptChange, deleteReceiptChange, searchReceiptChanges } from './receipt-changes';

export const handler = domainHandler('receipt-changes', { createReceiptChange, searchReceiptChanges, cancelReceiptChange, deleteReceiptChange });
