import type { RepairBook, RepairmanTotal, RepairTimesheet } from '../../../shared/api/repairs';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { publicFields, type Filter } from '../../platform/db/records';
import { createItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { monthOf } from '../../platform/time';

/**
 * The repair timesheet record (per book, never mixed): item builder, mapper, the month's reads and
 * the writes of its payment status. A paid timesheet is never written again by an edit: every write
 * is conditioned on `payment_status = not_paid` and the version read.
 */

export const repairTimesheetItem = (t: RepairTimesheet) => ({
  ...keys.repairTimesheet(t.book, t.id),
  entity: 'repair_timesheet',
  GSI1PK: keys.repairTimesheetsOf(t.book, t.building, monthOf(t.date)),
  GSI1SK: `${t.date}#${t.id}`,
  ...t,
});

export const toRepairTimesheet = (i: Record<string, unknown>): RepairTimesheet => {
  const t = publicFields<RepairTimesheet>(i);
  return { ...t, request_ids: t.request_ids ?? [] };
};

export async function getRepairTimesheet(book: RepairBook, id: string): Promise<RepairTimesheet> {
  const item = await getItem(keys.repairTimesheet(book, id));
  if (!item || item.entity !== 'repair_timesheet') throw new NotFound(`Không tìm thấy bảng chấm công ${id}`, 'id');
  return toRepairTimesheet(item);
}

export const newTimesheetItem = (t: RepairTimesheet): TxItem => createItem(repairTimesheetItem(t), 'Bảng chấm công trùng khoá');

const PAID_MESSAGE = 'Bảng chấm công đã thanh toán, không sửa được';

/** The edited timesheet: a put on the version read, only while it is still unpaid. */
export const putTimesheetItem = (next: RepairTimesheet, read: RepairTimesheet): TxItem => ({
  ...putItem(repairTimesheetItem(next), {
    expression: '#v = :v AND payment_status = :np',
    names: { '#v': 'version' },
    values: { ':v': read.version, ':np': 'not_paid' },
    conflict: `Bảng chấm công ngày ${read.date} của ${read.repairman_name} vừa được sửa hoặc đã thanh toán, vui lòng tải lại`,
  }),
  field: 'version',
  code: 'stale',
});

export { PAID_MESSAGE as TIMESHEET_PAID_MESSAGE };

/** Paid by a payment voucher, in its transaction: only if still unpaid and at the version read. */
export const timesheetPaidItem = (t: RepairTimesheet, payment: { id: string; slip_no: string; date: string }, at: string, by: string): TxItem =>
  updateItem(keys.repairTimesheet(t.book, t.id), {
    expression: 'SET payment_status = :paid, payment_id = :pid, payment_no = :no, paid_on = :d, #v = #v + :one, updated_at = :at, updated_by = :by',
    condition: 'payment_status = :np AND #v = :v',
    names: { '#v': 'version' },
    values: {
      ':paid': 'paid',
      ':pid': payment.id,
      ':no': payment.slip_no,
      ':d': payment.date,
      ':one': 1,
      ':at': at,
      ':by': by,
      ':np': 'not_paid',
      ':v': t.version,
    },
    conflict: `Bảng chấm công ngày ${t.date} của ${t.repairman_name} vừa được thanh toán hoặc sửa, vui lòng tải lại`,
    field: 'repairman_id',
    code: 'state',
  });

/** Timesheets of the book dated in `month` (one building or every one): one Query per building, oldest first. */
export async function timesheetsOfMonth(book: RepairBook, month: string, building?: BuildingCode, filter?: Filter): Promise<RepairTimesheet[]> {
  const buildings = building ? [building] : BUILDING_CODES;
  const pages = await Promise.all(
    buildings.map((b) =>
      queryAll({
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.repairTimesheetsOf(book, b, month), ...filter?.values },
        ExpressionAttributeNames: filter?.names,
        FilterExpression: filter?.expression,
      }),
    ),
  );
  return pages
    .flat()
    .map(toRepairTimesheet)
    .sort((a, b) => (a.date + a.id).localeCompare(b.date + b.id));
}

/** A repairman's unpaid timesheets of the month in one building (what one payment voucher pays). */
export const unpaidTimesheets = (book: RepairBook, month: string, building: BuildingCode, repairmanId: string) =>
  timesheetsOfMonth(book, month, building, {
    expression: 'repairman_id = :rid AND payment_status = :np',
    values: { ':rid': repairmanId, ':np': 'not_paid' },
  });

/** The month's totals per repairman and building (pure): days, hours, wages, materials, paid and unpaid. */
export function totalsPerRepairman(items: readonly RepairTimesheet[]): RepairmanTotal[] {
  const rows = new Map<string, RepairmanTotal>();
  for (const t of items) {
    const k = `${t.building}#${t.repairman_id}`;
    const r = rows.get(k) ?? {
      building: t.building,
      repairman_id: t.repairman_id,
      repairman_name: t.repairman_name,
      timesheets: 0,
      days: 0,
      hours: 0,
      wage: 0,
      materials: 0,
      total: 0,
      paid: 0,
      unpaid: 0,
    };
    r.timesheets += 1;
    r.days += t.days ?? 0;
    r.hours += t.hours ?? 0;
    r.wage += t.wage;
    r.materials += t.materials;
    r.total += t.total;
    if (t.payment_status === 'paid') r.paid += t.total;
    else r.unpaid += t.total;
    rows.set(k, r);
  }
  return [...rows.values()].sort((a, b) => a.building.localeCompare(b.building) || a.repairman_name.localeCompare(b.repairman_name, 'vi'));
}

/** Unpaid again when its payment is cancelled, in the cancel's transaction: only if that payment is still the one that paid it. */
export const timesheetUnpaidItem = (book: RepairBook, id: string, paymentId: string, at: string, by: string): TxItem =>
  updateItem(keys.repairTimesheet(book, id), {
    expression: 'SET payment_status = :np, #v = #v + :one, updated_at = :at, updated_by = :by REMOVE payment_id, payment_no, paid_on',
    condition: 'payment_status = :paid AND payment_id = :pid',
    names: { '#v': 'version' },
    values: { ':np': 'not_paid', ':one': 1, ':at': at, ':by': by, ':paid': 'paid', ':pid': paymentId },
    conflict: 'Bảng chấm công của phiếu chi này vừa thay đổi, vui lòng tải lại',
    field: 'payment_id',
    code: 'state',
  });
