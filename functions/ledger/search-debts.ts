import * as api from '../../shared/api/ledger/debts';
import { vnToday } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { unpaidAt, unpaidNow } from '../kernel/ledger/stay-debts';

/**
 * The unpaid rent report (/bao-cao-tien-phong-chua-thu): one row per stay that owes at the end of the
 * month, a departed tenant who still owes on a row of their own under their name (business rules §9).
 * The current month (or a later one) shows each stay's open items exactly as its account holds them
 * (one Query of the building's sparse index of open accounts: O(rooms + open items)); a past month,
 * each stay object's 1311 closing from its rollups (one Query) placed on that stay's charges (one
 * BatchGet of the owing stays' accounts). Rooms of old data still owing on the room object show as a
 * room without a stay.
 */
export const searchDebts = operation(api.searchDebts, async ({ query }) => {
  const today = vnToday();
  const rows = query.month >= today.slice(0, 7) ? await unpaidNow(query.building, today) : await unpaidAt(query.building, query.month, today);
  return { rows, total: rows.reduce((s, r) => s + r.unpaid, 0) };
});
