import * as api from '../../shared/api/tenant-bills';
import { monthText } from '../../shared/dates';
import { auditItem } from '../platform/audit';
import { env } from '../platform/env';
import { Unavailable } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import type { TxItem } from '../platform/db/transact';
import { commit } from '../kernel/commit';
import { billLinksOf, writeBillLink, type BillLink } from './model/bill-link';
import { linkStaysPage } from './model/link-stays-page';
import { linkValid, tokenOfLink } from './rules/link-token';
import { linkRevoked } from './rules/tenant-bill-view';

const DAY_SECONDS = 86_400;
/** Rooms named in the batch's log line before "…": the line stays readable at 600 rooms. */
const ROOMS_NAMED = 20;

/**
 * POST /api/tenant-bills/links/batch (staff): the links of a page of a building-month's stays — those
 * billed that month, then those owing now — for the send screens. A stay whose link a tenant can still
 * open gets that same link back, signed again from its stored issue and expiry, and nothing is written:
 * issuing again would kill the copies already sent (only the single "Tạo lại liên kết" does that). A
 * stay without a link, or whose link expired, gets a new issue. A stay ended and settled gets none.
 * The page's new links and one log line commit in one transaction; a page with none writes nothing.
 */
export const issueTenantBillLinks = operation(api.issueTenantBillLinks, async ({ body }, { caller }) => {
  const key = env.tenantBillKey();
  if (!key) throw new Unavailable('Chưa cấu hình khoá ký liên kết hoá đơn');
  const page = await linkStaysPage(body.building, body.month, { limit: body.limit, ...(body.cursor ? { cursor: body.cursor } : {}) });
  const stays = page.items.filter((a) => a.stay_status !== 'removed' && !linkRevoked(a));
  const links = await billLinksOf(stays.map((a) => a.stay_id));
  const at = nowIso();
  const now = Math.floor(Date.parse(at) / 1000);
  const expires_at = new Date((now + api.LINK_DAYS * DAY_SECONDS) * 1000).toISOString();
  const writes: TxItem[] = [];
  const issuedRooms: string[] = [];
  const items = stays.map((a): api.SendLink => {
    const prior = links.get(a.stay_id);
    const reused = !!prior && linkValid(prior, now);
    const link: BillLink = reused
      ? prior
      : {
          stay_id: a.stay_id,
          building: a.building,
          room_id: a.room_id,
          version: (prior?.version ?? 0) + 1,
          issued_at: at,
          issued_by: caller.username,
          expires_at,
        };
    if (!reused) {
      writes.push(writeBillLink(link, prior?.version));
      issuedRooms.push(a.room_id);
    }
    const token = tokenOfLink(key, link);
    return {
      stay_id: a.stay_id,
      room_id: a.room_id,
      customer_name: a.customer_name,
      phone: a.phone ?? '',
      token,
      path: api.tenantBillPath(token),
      version: link.version,
      issued_at: link.issued_at,
      expires_at: link.expires_at,
      reused,
      ...(link.sent_at ? { sent_at: link.sent_at } : {}),
      ...(link.sent_by ? { sent_by: link.sent_by } : {}),
    };
  });
  const answer = { items, ...(page.cursor ? { cursor: page.cursor } : {}) };
  if (!writes.length) return commit([], answer);
  const named = issuedRooms.slice(0, ROOMS_NAMED).join(', ') + (issuedRooms.length > ROOMS_NAMED ? ', …' : '');
  return commit(
    [
      ...writes,
      auditItem(
        caller,
        {
          action: 'create',
          entity: 'tenant_bill_link',
          entityId: `${body.building}-${body.month}`,
          building: body.building,
          summary: `Tạo ${issuedRooms.length} liên kết hoá đơn cho khách toà ${body.building} (gửi hoá đơn tháng ${monthText(body.month)}, hết hạn sau ${api.LINK_DAYS} ngày): phòng ${named}`,
        },
        at,
      ),
    ],
    answer,
  );
});
