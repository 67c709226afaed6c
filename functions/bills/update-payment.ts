import * as api from '../../shared/api/bills';
import type { Bill } from '../../shared/api/bills';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { buildEntry, reversalOf } from '../kernel/ledger/entry';
import { postVoucher } from '../kernel/voucher';
import { billLines } from './rules/bill-rules';
import { billOut, findBill, replaceBill } from './model/bill';
import { roomLabel } from '../kernel/model/room';
import { accountOf, stayLine, writeAccount } from '../kernel/model/stay-account';
import { addCharge, retotalCharge } from '../kernel/ledger/stay-account-rules';
import { getStay } from '../stays';
import type { Entry } from '../kernel/ledger/entry';

/**
 * A bill posted before receivables were kept per stay debits the room's object; once the migration
 * moved it onto its stay (the account holds it), its reversal must take it off the stay's object.
 */
const onStay = (e: Entry, object: string, objectName: string): Entry => ({
  ...e,
  lines: e.lines.map((l) => (l.object?.startsWith('room:') && l.account === '1311' ? { ...l, object, object_name: objectName } : l)),
});

/**
 * One room's bill changed before it is paid: its entry reversed and a new one posted on the bill's
 * date (never an edit in place), the bill put back on the version it was read with and its open item
 * on its stay's account retotalled (the stay's credits pay an open rest), in one voucher.
 */
export const updatePayment = operation(api.updatePayment, async ({ body }, { caller }) => {
  const building = body.building as BuildingCode;
  const current = await findBill(building, body.month, body.room_id);
  const label = roomLabel(building, body.room_id);
  // Money on it (in full or in part) fixes it, as the transaction's condition also says: refused before any read.
  if (current.status !== 'open' || (current.paid ?? 0) > 0) throw new Conflict(`Hoá đơn ${current.bill_no} đã thu tiền, không sửa được`, 'room_id', 'state');
  if (current.version !== body.version) throw new Conflict(`Hoá đơn ${current.bill_no} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
  const stay = await getStay(current.stay_id);
  return postVoucher(async () => {
    const at = nowIso();
    const account = await accountOf(stay);
    const side = stayLine(account);
    // A repair the tenant caused stays on the bill as it is: its request names this bill.
    const lines = [
      ...body.lines.map((l) => ({ kind: l.kind, label: l.label, quantity: l.quantity, unit_price: l.unit_price, amount: l.amount })),
      ...current.lines.filter((l) => l.kind === 'repair'),
    ];
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const what = `Sửa hoá đơn ${current.bill_no}`;
    const held = account.state.charges.some((c) => c.id === current.id);
    const reversal = current.entry
      ? reversalOf(held ? onStay(current.entry, side.object, side.object_name) : current.entry, current.date, what, at)
      : undefined;
    const posting = billLines(lines, body.month, side, label);
    const entry = posting.length
      ? buildEntry(
          {
            date: current.date,
            building,
            voucher_type: 'bill',
            voucher_id: current.id,
            voucher_no: current.bill_no,
            description: `${what}: ${body.reason}`,
            lines: posting,
          },
          at,
        )
      : undefined;
    const { entry_id: _old, ...rest } = billOut(current);
    const state = held
      ? retotalCharge(account.state, current.id, total)
      : addCharge(account.state, { id: current.id, kind: 'bill', no: current.bill_no, date: current.date, month: current.month, total });
    const paid = state.charges.find((c) => c.id === current.id)?.paid ?? 0;
    const next: Bill = {
      ...rest,
      lines,
      total,
      ...(paid > 0 ? { paid } : {}),
      status: paid >= total && total > 0 ? 'paid' : 'open',
      version: current.version + 1,
      updated_at: at,
      update_reason: body.reason,
      ...(entry ? { entry_id: entry.entry_id } : {}),
    };
    return {
      caller,
      at,
      lockDates: { month: current.date },
      // The bill item is put whole here (with what the credits paid): the account alone goes beside it.
      records: [replaceBill(next, entry, current.version), writeAccount(account, state)],
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
