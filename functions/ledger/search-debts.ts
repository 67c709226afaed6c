import * as api from '../../shared/api/ledger/debts';
import { vnToday } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { unpaidAtPage, unpaidNowPage } from '../kernel/ledger/stay-debts-pages';

/**
 * The unpaid rent report (/bao-cao-tien-phong-chua-thu): one row per stay that owes at the end of the
 * month, a departed tenant who still owes on a row of their own under their name (business rules §9).
 * A page at a time (issue 23 §13), so a request costs the same at ten times the rooms: the current
 * month (or a later one) reads a page of the building's open stay accounts (GSI1 `AROPEN#<building>`)
 * and shows each one's open items exactly; a past month, a page of the accounts that may have held a
 * balance since (open now, or settled after it), each stay's 1311 closing from its rollups (one
 * BatchGet for the page's stays) placed on that stay's charges. Rooms of old data still owing on the
 * room object show as a room without a stay, on the first page. The screen sums and sorts every page.
 */
export const searchDebts = operation(api.searchDebts, async ({ query }) => {
  const today = vnToday();
  const page = { limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) };
  return query.month >= today.slice(0, 7) ? unpaidNowPage(query.building, today, page) : unpaidAtPage(query.building, query.month, today, page);
});
