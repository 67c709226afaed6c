import { ulid } from 'ulid';
import { MAX_PAID_TIMESHEETS, REPAIR_ENDPOINTS, type RepairBook, type RepairPayment } from '../../shared/api/repairs';
import { postVoucher } from '../kernel/voucher';
import { buildEntry } from '../kernel/ledger/entry';
import { reserveNo, writeSlip } from '../expenses';
import { REPAIR_PAYMENTS, repairPaymentPosting } from './model/repair-payment';
import { timesheetPaidItem, unpaidTimesheets } from './model/repair-timesheet';
import { getRepairman } from './model/repairman';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { bookWord } from './requests';
import { money } from './timesheets';
import { monthText } from '../../shared/dates';

/**
 * Pays a repairman's unpaid timesheets of a month in one building as ONE voucher (business rules §7):
 * Dr 8111 (object `repairman:<id>`) / Cr the wallet, numbered in the book's series, every timesheet
 * marked paid in the same transaction on `not_paid` and the version read. Nothing left to pay (paid
 * already) is a 409 `state`; a timesheet paid or edited meanwhile makes the whole voucher a 409.
 */
const payOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].payTimesheets, async ({ body }, { caller }) => {
    const man = await getRepairman(body.repairman_id, 'repairman_id');
    const id = ulid();
    const series = REPAIR_PAYMENTS[book];
    return postVoucher(async () => {
      const unpaid = await unpaidTimesheets(book, body.month, body.building, man.id);
      if (!unpaid.length)
        throw new Conflict(
          `Thợ ${man.name} không còn bảng chấm công ${bookWord(book)} nào chưa thanh toán trong tháng ${monthText(body.month)} ở toà ${body.building}`,
          'repairman_id',
          'state',
        );
      if (unpaid.length > MAX_PAID_TIMESHEETS) throw new Conflict(`Một phiếu chi trả tối đa ${MAX_PAID_TIMESHEETS} bảng chấm công`, 'repairman_id', 'too_many');
      const at = nowIso();
      const number = await reserveNo(series, body.building, body.date);
      const wage = unpaid.reduce((s, t) => s + t.wage, 0);
      const materials = unpaid.reduce((s, t) => s + t.materials, 0);
      const payment: RepairPayment = {
        id,
        book,
        slip_no: number.no,
        building: body.building,
        month: body.month,
        date: body.date,
        wallet: body.wallet,
        repairman_id: man.id,
        repairman_name: man.name,
        amount: wage + materials,
        wage,
        materials,
        timesheet_ids: unpaid.map((t) => t.id),
        status: 'active',
        version: 1,
        created_at: at,
        created_by: caller.username,
      };
      const entry = buildEntry(repairPaymentPosting(payment), at);
      return {
        caller,
        at,
        lockDates: { date: body.date },
        records: [
          writeSlip(series, payment, entry),
          number.item,
          ...unpaid.map((t) => timesheetPaidItem(t, { id, slip_no: number.no, date: body.date }, at, caller.username)),
        ],
        entries: [entry],
        audit: {
          action: 'repair_payment',
          entity: 'repair_payment',
          entityId: id,
          entityNo: number.no,
          entityName: man.name,
          building: body.building,
          summary: `Chi ${number.no}: trả thợ ${man.name} ${money(payment.amount)} (${unpaid.length} bảng chấm công ${bookWord(book)} tháng ${monthText(body.month)})`,
          after: { amount: payment.amount, wage, materials, wallet: body.wallet, timesheets: unpaid.length },
        },
        answer: payment,
      };
    });
  });

export const payRepairTimesheets = payOf('ordinary');
export const payPcccRepairTimesheets = payOf('pccc');
