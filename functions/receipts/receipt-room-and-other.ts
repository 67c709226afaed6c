import * as api from '../../shared/api/receipts/reports';
import { operation } from '../platform/http/handler';
import { receiptOthersBetween } from './model/receipt-other';
import { liveReceiptsBetween } from './receipt-reads';
import { receiptSummary } from './receipt-report-rules';

/**
 * The receipt summary of a building (/bang-tong-hop-phieu-thu-tien): every receipt of the range —
 * rent and collected receipts (the RCPT records, whatever their kind, removed ones left out) and other
 * receipts — by date, with totals per wallet and per kind. One Query per month and record type.
 */
export const receiptRoomAndOther = operation(api.receiptRoomAndOther, async ({ query }) => {
  const [receipts, others] = await Promise.all([
    liveReceiptsBetween(query.building, query.from, query.to),
    receiptOthersBetween(query.building, query.from, query.to),
  ]);
  return receiptSummary(receipts, others);
});
