import { ulid } from 'ulid';
import { REPAIR_ENDPOINTS, REPAIR_STATUS_TEXT, type RepairBook, type RepairTimesheet } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { repairRequestsByIds, requestWorkedItem, where } from './model/repair-request';
import { newTimesheetItem } from './model/repair-timesheet';
import { getRepairman, repairmanWorkedItem } from './model/repairman';
import { auditItem } from '../platform/audit';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { bookWord } from './requests';
import { money, shownTimesheet, workText } from './timesheets';

/**
 * A repairman's timesheet of the book, not paid yet. The requests it names must be of this book and
 * building and not completed; they move to "timesheet done" in the same transaction (each on the
 * status and version read), with the repairman's timesheet count (only while active).
 */
const createOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].createTimesheet, async ({ body }, { caller }) => {
    const [man, requests] = await Promise.all([getRepairman(body.repairman_id, 'repairman_id'), repairRequestsByIds(book, body.request_ids)]);
    if (!man.active) throw new Conflict(`Thợ ${man.name} đã ngừng làm`, 'repairman_id', 'state');
    body.request_ids.forEach((id, i) => {
      const r = requests.find((x) => x.id === id);
      const field = `request_ids.${i}`;
      if (!r) throw new BadRequest(`Dữ liệu không hợp lệ: ${field}`, [{ path: field, message: `Không có phiếu ${bookWord(book)} ${id}` }]);
      if (r.building !== body.building)
        throw new BadRequest(`Dữ liệu không hợp lệ: ${field}`, [{ path: field, message: `Phiếu sửa chữa ${where(r)} không thuộc toà ${body.building}` }]);
      if (r.status === 'completed')
        throw new Conflict(`Phiếu sửa chữa ${where(r)} đã ${REPAIR_STATUS_TEXT.completed.toLowerCase()}, không chấm công thêm`, field, 'state');
    });
    const at = nowIso();
    const t: RepairTimesheet = {
      id: ulid(),
      book,
      building: body.building,
      repairman_id: man.id,
      repairman_name: man.name,
      date: body.date,
      ...(body.days !== undefined ? { days: body.days } : { hours: body.hours! }),
      wage: body.wage,
      materials: body.materials,
      total: body.wage + body.materials,
      request_ids: body.request_ids,
      ...(body.note ? { note: body.note } : {}),
      payment_status: 'not_paid',
      version: 1,
      created_at: at,
      created_by: caller.username,
    };
    const audit = auditItem(
      caller,
      {
        action: 'create',
        entity: 'repair_timesheet',
        entityId: t.id,
        entityName: man.name,
        building: t.building,
        summary: `Chấm công ${bookWord(book)} ${t.date}: ${man.name}, ${workText(t)}, ${money(t.total)}${requests.length ? ` (${requests.map(where).join('; ')})` : ''}`,
        after: shownTimesheet(t),
      },
      at,
    );
    const worked = body.request_ids.map((id, i) =>
      requestWorkedItem(
        requests.find((r) => r.id === id)!,
        t.id,
        at,
        caller.username,
        i,
      ),
    );
    return commit([newTimesheetItem(t), repairmanWorkedItem(man), ...worked, audit], t);
  });

export const createRepairTimesheet = createOf('ordinary');
export const createPcccRepairTimesheet = createOf('pccc');
