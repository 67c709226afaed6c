import { ulid } from 'ulid';
import { REPAIR_ENDPOINTS, type RepairBook, type RepairRequest } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { chargeMarkerItem, chargePending } from './model/repair-charge';
import { newRequestItem, where } from './model/repair-request';
import { getRoom } from '../kernel/model/room';
import { auditItem } from '../platform/audit';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { bookWord, shownRequest } from './requests';

/**
 * A new repair request of the book, not repaired yet (a named room must exist: 404 on `room_id`). One
 * the tenant caused carries the amount to charge, and its marker waits for the room's next bill.
 */
const createOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].createRequest, async ({ body }, { caller }) => {
    if (body.room_id) await getRoom(body.building, body.room_id);
    const at = nowIso();
    const r: RepairRequest = {
      id: ulid(),
      book,
      building: body.building,
      ...(body.room_id ? { room_id: body.room_id } : { common_area: body.common_area! }),
      description: body.description,
      reported_by: body.reported_by,
      reported_on: body.reported_on,
      ...(body.tenant_caused ? { tenant_caused: true, charge_amount: body.charge_amount! } : {}),
      status: 'not_repaired',
      timesheet_ids: [],
      version: 1,
      created_at: at,
      created_by: caller.username,
    };
    const audit = auditItem(
      caller,
      {
        action: 'create',
        entity: 'repair_request',
        entityId: r.id,
        entityName: where(r),
        building: r.building,
        summary: `Báo ${bookWord(book)} ${where(r)}: ${r.description}`,
        after: shownRequest(r),
      },
      at,
    );
    return commit([newRequestItem(r), ...(chargePending(r) ? [chargeMarkerItem(r)] : []), audit], r);
  });

export const createRepairRequest = createOf('ordinary');
export const createPcccRepairRequest = createOf('pccc');
