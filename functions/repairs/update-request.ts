import { REPAIR_ENDPOINTS, REPAIR_STATUS_TEXT, repairStepAllowed, type RepairBook, type RepairRequest } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { chargeMarkerItem, chargePending, dropChargeMarkerItem } from './model/repair-charge';
import { getRepairRequest, putRequestItem, where } from './model/repair-request';
import { getRoom } from '../kernel/model/room';
import { auditItem } from '../platform/audit';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso, vnDate } from '../platform/time';
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
      throw new Conflict(
        `Không chuyển được phiếu sửa chữa từ "${REPAIR_STATUS_TEXT[read.status]}" sang "${REPAIR_STATUS_TEXT[body.status]}": trạng thái đi lần lượt Chưa sửa → Đã chấm công → Hoàn thành`,
        'status',
        'state',
      );
    // A charge a bill took stays as billed (the bill names it); the request's room goes with it.
    if (read.charged_bill_id && (!body.tenant_caused || body.charge_amount !== read.charge_amount || body.room_id !== read.room_id))
      throw new Conflict(
        `Khoản sửa chữa do khách gây ra đã tính vào hoá đơn ${read.charged_bill_no ?? read.charged_bill_id}, không đổi được phòng, số tiền hay khách gây ra`,
        'charge_amount',
        'state',
      );
    if (body.room_id && body.room_id !== read.room_id) await getRoom(read.building, body.room_id);
    const at = nowIso();
    const { room_id: _r, common_area: _c, completed_on: _d, tenant_caused: _t, charge_amount: _a, ...kept } = read;
    const next: RepairRequest = {
      ...kept,
      ...(body.room_id ? { room_id: body.room_id } : { common_area: body.common_area! }),
      description: body.description,
      reported_by: body.reported_by,
      reported_on: body.reported_on,
      ...(body.tenant_caused ? { tenant_caused: true, charge_amount: body.charge_amount! } : {}),
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
    // The charge's marker follows the request: gone, moved or rewritten with it, in its transaction.
    const markers = [...(chargePending(read) ? [dropChargeMarkerItem(read)] : []), ...(chargePending(next) ? [chargeMarkerItem(next)] : [])];
    const sameKey = chargePending(read) && chargePending(next) && read.room_id === next.room_id;
    return commit([putRequestItem(next, read), ...(sameKey ? [chargeMarkerItem(next)] : markers), audit], next);
  });

export const updateRepairRequest = updateOf('ordinary');
export const updatePcccRepairRequest = updateOf('pccc');
