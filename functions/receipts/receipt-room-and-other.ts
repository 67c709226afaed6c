import * as api from '../../shared/api/receipts/reports';
import { operation } from '../platform/http/handler';
import { summaryReceiptsPage, type SummaryReceipt } from './model/receipt-pages';
import { otherRow, receiptRow } from './receipt-report-rules';

/** A receipt's row of the summary, as the summary's rules write it (removed ones are not read). */
const rowOf = (r: SummaryReceipt) => (r.receipt ? receiptRow(r.receipt) : otherRow(r.other));

/**
 * The receipt summary of a building (/bang-tong-hop-phieu-thu-tien) a page at a time: every live
 * receipt of the range as a row — the rent and collected receipts (RCPT records, whatever their kind)
 * month after month, then the other receipts month after month. The screen reads every page, then
 * sorts the rows by date and number and totals them per wallet and per kind (a page has no totals:
 * they are the whole list's).
 */
export const receiptRoomAndOther = operation(api.receiptRoomAndOther, async ({ query }) => {
  const page = await summaryReceiptsPage(query.building, query.from, query.to, query);
  return { items: page.items.map(rowOf), ...(page.cursor ? { cursor: page.cursor } : {}) };
});
