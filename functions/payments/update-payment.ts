import * as api from '../../shared/api/payments';
import type { Bill } from '../../shared/api/payments';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { Conflict } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { buildEntry, reversalOf } from '../core/ledger/posting';
import { postVoucher } from '../core/voucher';
import { billLines } from '../core/records/bill-rules';
import { billOut, findBill, replaceBill } from '../core/records/bill';
import { roomLabel } from '../core/records/room';

/**
 * One room's bill changed before it is paid: its entry reversed and a new one posted on the bill's
 * date (never an edit in place), the bill put back on the version it was read with, in one voucher.
 */
export const updatePayment = operation(api.updatePayment, async ({ body }, { caller }) => {
  const building = body.building as BuildingCode;
  const current = await findBill(building, body.month, body.room_id);
  const label = roomLabel(building, body.room_id);
  if (current.status !== 'open') throw new Conflict(`Hoá đơn ${current.bill_no} đã thu tiền, không sửa được`, 'room_id', 'state');
  if (current.version !== body.version) throw new Conflict(`Hoá đơn ${current.bill_no} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
  return postVoucher(async () => {
    const at = nowIso();
    // A repair the tenant caused stays on the bill as it is: its request names this bill.
    const lines = [...body.lines.map((l) => ({ kind: l.kind, label: l.label, quantity: l.quantity, unit_price: l.unit_price, amount: l.amount })), ...current.lines.filter((l) => l.kind === 'repair')];
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const what = `Sửa hoá đơn ${current.bill_no}`;
    const reversal = current.entry ? reversalOf(current.entry, current.date, what, at) : undefined;
    const posting = billLines(lines, body.month, `room:${building}-${body.room_id}`, label);
    const entry = posting.length
      ? buildEntry({ date: current.date, building, voucher_type: 'bill', voucher_id: current.id, voucher_no: current.bill_no, description: `${what}: ${body.reason}`, lines: posting }, at)
      : undefined;
    const { entry_id: _old, ...rest } = billOut(current);
    const next: Bill = { ...rest, lines, total, version: current.version + 1, updated_at: at, update_reason: body.reason, ...(entry ? { entry_id: entry.entry_id } : {}) };
    return {
      caller,
      at,
      lockDates: { month: current.date },
      records: [replaceBill(next, entry, current.version)],
      entries: [reversal, entry],
      audit: {
        action: 'payment',
        entity: 'bill',
        entityId: current.id,
        entityNo: current.bill_no,
        entityName: label,
        building,
        summary: `${what} (${label}): ${current.total} → ${total}. Lý do: ${body.reason}`,
        before: { total: current.total, lines: current.lines },
        after: { total, lines },
      },
      answer: next,
    };
  });
});
