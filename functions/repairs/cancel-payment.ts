import { REPAIR_ENDPOINTS, type RepairBook, type RepairPayment } from '../../shared/api/repairs';
import { postVoucher } from '../kernel/voucher';
import { reversalOf } from '../kernel/ledger/entry';
import { getSlip, withoutEntry } from '../expenses';
import { REPAIR_PAYMENTS } from './model/repair-payment';
import { timesheetUnpaidItem } from './model/repair-timesheet';
import { updateItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { bookWord } from './requests';
import { money } from './timesheets';

/**
 * Cancels a repair payment as ONE voucher: its entry reversed on the payment's own date (checked
 * against the edit lock; nothing is edited in place), the payment marked reversed on its status and
 * version, and each timesheet it paid back to "not paid" on condition this payment still holds it —
 * so a paid timesheet is corrected by cancelling its payment, editing it, and paying again.
 */
const cancelOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].cancelPayment, async ({ body }, { caller }) => {
    const series = REPAIR_PAYMENTS[book];
    const p = await getSlip<RepairPayment>(series, body.payment_id, 'payment_id');
    if (p.status !== 'active') throw new Conflict(`Phiếu chi ${p.slip_no} đã được huỷ`, 'payment_id', 'state');
    if (p.version !== body.version) throw new Conflict(`Phiếu chi ${p.slip_no} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
    return postVoucher(async () => {
      const at = nowIso();
      const reversal = reversalOf(p.entry!, p.date, `Huỷ phiếu chi ${p.slip_no}`, at);
      const answer: RepairPayment = { ...withoutEntry(p), status: 'reversed', version: p.version + 1, reversed_at: at, reversed_by: caller.username };
      const cancelled = updateItem(series.key(p.id), {
        expression: 'SET #s = :rev, #v = #v + :one, reversed_at = :at, reversed_by = :by',
        condition: '#s = :active AND #v = :v',
        names: { '#s': 'status', '#v': 'version' },
        values: { ':rev': 'reversed', ':one': 1, ':at': at, ':by': caller.username, ':active': 'active', ':v': p.version },
        conflict: `Phiếu chi ${p.slip_no} vừa được người khác thay đổi, vui lòng tải lại`,
        field: 'version',
        code: 'stale',
      });
      return {
        caller,
        at,
        lockDates: { payment_id: p.date },
        records: [cancelled, ...p.timesheet_ids.map((id) => timesheetUnpaidItem(book, id, p.id, at, caller.username))],
        entries: [reversal],
        audit: {
          action: 'repair_payment',
          entity: 'repair_payment',
          entityId: p.id,
          entityNo: p.slip_no,
          entityName: p.repairman_name,
          building: p.building,
          summary: `Huỷ phiếu chi ${p.slip_no}: ${money(p.amount)} trả thợ ${p.repairman_name} (${p.timesheet_ids.length} bảng chấm công ${bookWord(book)} trở lại chưa thanh toán)`,
          before: { status: 'active' },
          after: { status: 'reversed' },
        },
        answer,
      };
    });
  });

export const cancelRepairPayment = cancelOf('ordinary');
export const cancelPcccRepairPayment = cancelOf('pccc');
