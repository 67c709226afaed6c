import { REPAIR_ENDPOINTS, REPAIR_STATUS_TEXT, repairStepAllowed, type RepairBook, type RepairRequest } from '../../shared/api/repairs';
import { commit } from '../core/commit';
import { getRepairRequest, putRequestItem, where } from '../core/records/repair-request';
import { getRoom } from '../core/records/room';
import { auditItem } from '../lib/audit';
import { Conflict } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { nowIso, vnDate } from '../lib/time';
import { bookWord, shownRequest } from './requests';

/**
 * Edits a request on the version the caller saw. Its status only moves one step forward (not repaired
 * → timesheet done → completed); anything else is a 409 `state` on `status`, and a completed request
 * is no longer edited.
 */
const updateOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].updateRequest, async ({ params, body }, { caller }) => {
    const read = await getRepairRequest(book, params._id);
    if (read.version !== body.version) throw new Conflict(`Phiếu sửa chữa ${where(read)} vừa được người khác sửa, vui lòng tải lại`, 'version', 'stale');
    if (read.status === 'completed') throw new Conflict(`Phiếu sửa chữa ${where(read)} đã hoàn thành, không sửa được nữa`, 'status', 'state');
    if (!repairStepAllowed(read.status, body.status))
      throw new Conflict(`Không chuyển được phiếu sửa chữa từ "${REPAIR_STATUS_TEXT[read.status]}" sang "${REPAIR_STATUS_TEXT[body.status]}": trạng thái đi lần lượt Chưa sửa → Đã chấm công → Hoàn thành`, 'status', 'state');
    if (body.room_id && body.room_id !== read.room_id) await getRoom(read.building, body.room_id);
    const at = nowIso();
    const { room_id: _r, common_area: _c, completed_on: _d, ...kept } = read;
    const next: RepairRequest = {
      ...kept,
      ...(body.room_id ? { room_id: body.room_id } : { common_area: body.common_area! }),
      description: body.description,
      reported_by: body.reported_by,
      reported_on: body.reported_on,
      status: body.status,
      ...(body.status === 'completed' ? { completed_on: vnDate() } : {}),
      version: read.version + 1,
      updated_at: at,
      updated_by: caller.username,
    };
    const moved = next.status !== read.status ? `: ${REPAIR_STATUS_TEXT[read.status]} → ${REPAIR_STATUS_TEXT[next.status]}` : '';
    const audit = auditItem(
      caller,
      {
        action: 'update',
        entity: 'repair_request',
        entityId: read.id,
        entityName: where(next),
        building: read.building,
        summary: `Sửa phiếu ${bookWord(book)} ${where(next)}${moved}`,
        before: shownRequest(read),
        after: shownRequest(next),
      },
      at,
    );
    return commit([putRequestItem(next, read), audit], next);
  });

export const updateRepairRequest = updateOf('ordinary');
export const updatePcccRepairRequest = updateOf('pccc');
