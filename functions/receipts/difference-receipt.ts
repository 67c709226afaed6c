import * as api from '../../shared/api/receipt-reports';
import { lastDayOf } from '../../shared/dates';
import { compareNumbered } from '../../shared/text/collate';
import { operation } from '../lib/http/handler';
import { billsOfMonth } from '../core/records/bill';
import { liveReceiptsBetween } from './receipt-reads';

/**
 * Rooms whose money for a month does not match their bill: each bill of the month not fully paid
 * (total, paid, owed), and each room that paid in the month without a bill of it. One Query for the
 * month's bills, one for its receipts.
 */
export const differenceReceipt = operation(api.differenceReceipt, async ({ query }) => {
  const { building, month } = query;
  const [bills, receipts] = await Promise.all([billsOfMonth(building, month), liveReceiptsBetween(building, `${month}-01`, lastDayOf(month))]);
  const received = new Map<string, number>();
  for (const r of receipts) received.set(r.room_id, (received.get(r.room_id) ?? 0) + r.amount);

  const billed = bills.map((b) => {
    const paid = b.paid ?? 0;
    return { room_id: b.room_id, bill_no: b.bill_no, bill_total: b.total, paid, received_in_month: received.get(b.room_id) ?? 0, difference: b.total - paid };
  });
  const withBill = new Set(bills.map((b) => b.room_id));
  const unbilled = [...received.entries()]
    .filter(([room]) => !withBill.has(room))
    .map(([room_id, amount]) => ({ room_id, bill_no: null, bill_total: 0, paid: amount, received_in_month: amount, difference: -amount }));
  const rows = [...billed, ...unbilled].filter((r) => r.difference !== 0).sort((a, b) => compareNumbered(a.room_id, b.room_id));
  return { month, rows, total_difference: rows.reduce((s, r) => s + r.difference, 0) };
});
