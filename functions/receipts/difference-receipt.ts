import * as api from '../../shared/api/receipts/reports';
import { lastDayOf } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { billsOfMonth } from '../bills';
import { liveReceiptsBetween } from './receipt-reads';
import { receiptDifferences } from './receipt-report-rules';

/**
 * Rooms whose money for a month does not match their bill: each bill of the month not fully paid
 * (total, paid, owed), and each room that paid in the month without a bill of it. One Query for the
 * month's bills, one for its receipts.
 */
export const differenceReceipt = operation(api.differenceReceipt, async ({ query }) => {
  const { building, month } = query;
  const [bills, receipts] = await Promise.all([billsOfMonth(building, month), liveReceiptsBetween(building, `${month}-01`, lastDayOf(month))]);
  return { month, ...receiptDifferences(bills, receipts) };
});
