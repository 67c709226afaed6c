import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as api from '../../shared/api/tenant-bills';
import { vnToday } from '../../shared/dates';
import { env } from '../platform/env';
import { HttpError, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { getMany } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { getAccount } from '../kernel/model/stay-account';
import { figures } from '../kernel/ledger/stay-account-rules';
import { toBill } from '../bills';
import { readBankSettings } from '../bank';
import { getBillLink } from './model/bill-link';
import { readAllowed } from './model/read-limits';
import { tokenHash, verifyLinkToken } from './rules/link-token';
import { linkRevoked, tenantBillView } from './rules/tenant-bill-view';

/** Every refusal of a token, whatever its reason: the same status and body, so a guesser learns nothing. */
const gone = () => new NotFound('Không tìm thấy hoá đơn. Liên kết có thể đã hết hạn hoặc đã được thay bằng liên kết mới.');

/**
 * Who is asking, for the per-address limit: behind CloudFront the viewer's address is the header
 * CloudFront itself sets (`CloudFront-Viewer-Address`, `ip:port`, forwarded for this route:
 * infra/constructs/web.ts); called directly (the local gateway, the API's own URL) the connection's.
 */
export function sourceAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const ip = viewer ? viewer.replace(/:\d+$/, '') : event.requestContext?.http?.sourceIp;
  return (ip || 'unknown').slice(0, 64);
}

/**
 * GET /api/t/{token} (public, signed by its token): what the stay owes now, read from its receivable
 * account (the open items every collection view reads) and, for its monthly bills, their lines; a
 * VietQR for exactly that. Rate-limited per token and per address (429) before anything is checked.
 */
export const readTenantBill = operation(api.readTenantBill, async ({ params }, { event }) => {
  const now = Math.floor(Date.now() / 1000);
  if (!(await readAllowed(tokenHash(params.token), sourceAddress(event), now)))
    throw new HttpError(429, 'Bạn mở hoá đơn quá nhiều lần, vui lòng thử lại sau một phút', undefined, 'too_many');
  const key = env.tenantBillKey();
  const claims = key ? verifyLinkToken(key, params.token, now) : undefined;
  if (!claims) throw gone();
  const link = await getBillLink(claims.stay_id, true);
  if (!link || link.version !== claims.version) throw gone();
  const [account, settings] = await Promise.all([getAccount(link.building, link.room_id, link.stay_id), readBankSettings()]);
  if (account && linkRevoked(account)) throw gone();
  const state = account?.state ?? { charges: [], credits: [] };
  const monthly = figures(state).open.filter((c) => c.kind === 'bill');
  const bills = monthly.length ? (await getMany(monthly.map((c) => keys.bill(link.building, c.month, link.room_id)))).map(toBill) : [];
  // A bill item is this stay's only when it is the charge itself (a room's month may have had another stay's bill).
  const lines = new Map(bills.filter((b) => b.stay_id === link.stay_id && monthly.some((c) => c.id === b.id)).map((b) => [b.id, b.lines]));
  return tenantBillView({
    building: link.building,
    room_id: link.room_id,
    state,
    lines,
    settings,
    expires_at: link.expires_at,
    thisMonth: vnToday().slice(0, 7),
    departed: !!account && account.stay_status !== 'active',
  });
});
