import { REPAIR_ENDPOINTS, type RepairBook, type RepairTimesheet } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { getRepairTimesheet, putTimesheetItem, TIMESHEET_PAID_MESSAGE } from './model/repair-timesheet';
import { getRepairman, repairmanWorkedItem } from './model/repairman';
import { auditItem } from '../platform/audit';
import { keys } from '../platform/db/keys';
import { updateItem, type TxItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { bookWord } from './requests';
import { money, shownTimesheet } from './timesheets';
import { dayText } from '../../shared/dates';

/**
 * Edits an unpaid timesheet on the version the caller saw (its building and requests stay). A paid
 * one is refused (409 `state`): its payment voucher would no longer match it.
 */
const updateOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].updateTimesheet, async ({ params, body }, { caller }) => {
    const read = await getRepairTimesheet(book, params.id);
    if (read.payment_status === 'paid') throw new Conflict(`${TIMESHEET_PAID_MESSAGE}: huỷ phiếu chi ${read.payment_no ?? ''} trước rồi sửa`, 'id', 'state');
    if (read.version !== body.version)
      throw new Conflict(`Bảng chấm công ngày ${dayText(read.date)} của ${read.repairman_name} vừa được người khác sửa, vui lòng tải lại`, 'version', 'stale');
    const moved = body.repairman_id !== read.repairman_id;
    const man = moved ? await getRepairman(body.repairman_id, 'repairman_id') : undefined;
    if (man && !man.active) throw new Conflict(`Thợ ${man.name} đã ngừng làm`, 'repairman_id', 'state');
    const at = nowIso();
    const { days: _d, hours: _h, note: _n, ...kept } = read;
    const next: RepairTimesheet = {
      ...kept,
      repairman_id: man?.id ?? read.repairman_id,
      repairman_name: man?.name ?? read.repairman_name,
      date: body.date,
      ...(body.days !== undefined ? { days: body.days } : { hours: body.hours! }),
      wage: body.wage,
      materials: body.materials,
      total: body.wage + body.materials,
      ...(body.note ? { note: body.note } : {}),
      version: read.version + 1,
      updated_at: at,
      updated_by: caller.username,
    };
    // The count follows the timesheet to its new repairman, so the old one may be deleted again.
    const counts: TxItem[] = man
      ? [
          repairmanWorkedItem(man),
          updateItem(keys.repairman(read.repairman_id), {
            expression: 'ADD timesheet_count :minus',
            condition: 'attribute_exists(PK)',
            values: { ':minus': -1 },
            conflict: `Thợ ${read.repairman_name} không còn`,
            field: 'repairman_id',
          }),
        ]
      : [];
    const audit = auditItem(
      caller,
      {
        action: 'update',
        entity: 'repair_timesheet',
        entityId: read.id,
        entityName: next.repairman_name,
        building: read.building,
        summary: `Sửa chấm công ${bookWord(book)} ${next.date} của ${next.repairman_name}: ${money(read.total)} → ${money(next.total)}`,
        before: shownTimesheet(read),
        after: shownTimesheet(next),
      },
      at,
    );
    return commit([putTimesheetItem(next, read), ...counts, audit], next);
  });

export const updateRepairTimesheet = updateOf('ordinary');
export const updatePcccRepairTimesheet = updateOf('pccc');
