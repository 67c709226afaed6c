import * as api from '../../shared/api/tenant-bills';
import { auditItem } from '../platform/audit';
import { Conflict, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { roomLabel } from '../kernel/model/room';
import { getBillLink, markBillLinkSent } from './model/bill-link';

/**
 * POST /api/tenant-bills/links/sent (staff): staff sent the stay's link of issue `version` to the
 * tenant (Zalo, SMS): when and who, on the link. A later send of the same link records the later time;
 * a retry of one send (same Idempotency-Key) replays its answer. A link issued again since is refused
 * (409): what was copied is dead, the new one is what must be sent.
 */
export const markTenantBillSent = operation(api.markTenantBillSent, async ({ body }, { caller }) => {
  const link = await getBillLink(body.stay_id, true);
  if (!link) throw new NotFound('Lượt thuê chưa có liên kết hoá đơn: vui lòng tạo liên kết trước khi gửi', 'stay_id');
  if (link.version !== body.version)
    throw new Conflict('Liên kết hoá đơn của lượt thuê đã được tạo lại: vui lòng sao chép và gửi liên kết mới', 'version', 'stale');
  const at = nowIso();
  return commit(
    [
      markBillLinkSent(link.stay_id, link.version, at, caller.username),
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'tenant_bill_link',
          entityId: link.stay_id,
          building: link.building,
          summary: `Đã gửi liên kết hoá đơn cho khách phòng ${roomLabel(link.building, link.room_id)} (lần ${link.version})`,
        },
        at,
      ),
    ],
    { stay_id: link.stay_id, version: link.version, sent_at: at, sent_by: caller.username },
  );
});
