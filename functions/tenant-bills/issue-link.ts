import * as api from '../../shared/api/tenant-bills';
import { auditItem } from '../platform/audit';
import { env } from '../platform/env';
import { Conflict, NotFound, Unavailable } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { getAccount, newAccount, stayInfoOf } from '../kernel/model/stay-account';
import { roomLabel } from '../kernel/model/room';
import { getStay } from '../stays';
import { getBillLink, writeBillLink } from './model/bill-link';
import { linkToken } from './rules/link-token';
import { linkRevoked } from './rules/tenant-bill-view';

const DAY_SECONDS = 86_400;

/**
 * POST /api/tenant-bills/links (staff): issues the stay's tenant bill link, or issues it again — its
 * issue number goes up by one, so every earlier link of the stay answers 404 from now on. A stay that
 * has ended and owes nothing gets none (409): its links are revoked.
 */
export const issueTenantBillLink = operation(api.issueTenantBillLink, async ({ body }, { caller }) => {
  const key = env.tenantBillKey();
  if (!key) throw new Unavailable('Chưa cấu hình khoá ký liên kết hoá đơn');
  const stay = await getStay(body.stay_id);
  if (stay.status === 'removed') throw new NotFound(`Không tìm thấy phiếu nhận phòng ${body.stay_id}`, 'stay_id');
  const account = (await getAccount(stay.building, stay.room_id, stay.id)) ?? newAccount(stayInfoOf(stay));
  if (linkRevoked(account)) throw new Conflict('Lượt thuê đã trả phòng và không còn nợ: không còn hoá đơn để gửi', 'stay_id', 'state');
  const prior = await getBillLink(stay.id, true);
  const at = nowIso();
  const expires = Math.floor(Date.parse(at) / 1000) + api.LINK_DAYS * DAY_SECONDS;
  const link = {
    stay_id: stay.id,
    building: stay.building,
    room_id: stay.room_id,
    version: (prior?.version ?? 0) + 1,
    issued_at: at,
    issued_by: caller.username,
    expires_at: new Date(expires * 1000).toISOString(),
  };
  const token = linkToken(key, { stay_id: stay.id, version: link.version, expires });
  return commit(
    [
      writeBillLink(link, prior?.version),
      auditItem(
        caller,
        {
          action: prior ? 'update' : 'create',
          entity: 'tenant_bill_link',
          entityId: stay.id,
          entityNo: stay.contract_no,
          building: stay.building,
          summary: `${prior ? 'Tạo lại' : 'Tạo'} liên kết hoá đơn cho khách phòng ${roomLabel(stay.building, stay.room_id)} (lần ${link.version}, hết hạn sau ${api.LINK_DAYS} ngày)`,
        },
        at,
      ),
    ],
    { stay_id: stay.id, token, path: api.tenantBillPath(token), version: link.version, issued_at: at, expires_at: link.expires_at },
  );
});
