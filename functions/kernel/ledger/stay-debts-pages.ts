import type { UnpaidStay } from '../../../shared/api/ledger/debts';
import { addDays, lastDayOf } from '../../../shared/dates';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import type { Page } from '../../platform/db/page';
import { accountsPage, stayObject, type Account } from '../model/stay-account';
import { figures } from './stay-account-rules';
import { objectRollupsUpTo } from './journal';
import { legacyRoomBalances, movementsIn } from './stay-debts';
import { byRoomThenStay, unpaidAtMonthEnd, unpaidOfAccount, unpaidOfRoom } from './stay-debts-rules';

/**
 * The unpaid rent report a page at a time (GET /api/debt/search, issue 23 §13): each request reads
 * one bounded page of the building's stay accounts (`accountsPage`) and, for a past month, the 1311
 * rollups of that page's stays only (one BatchGet by key), so a read costs the same at ten times the
 * rooms. The rows are built by the same rules as `unpaidNow` / `unpaidAt` (which the dashboard and the
 * debt summary still read whole): every page put together is their list, to the đồng. A page holds
 * at most `limit` accounts, so at most `limit` stay rows (an account paid ahead, or nil at the month's
 * end, has none); the page is in the accounts' key order, the client sorts the whole list.
 *
 * The rooms of old data still owing on the room object (before the migration moved their 1311 onto
 * the stays; none after it) come on the first page only (no cursor), before the stays: one Query of
 * the building's room objects, as the whole-list reads make it.
 */

type PageRequest = { limit: number; cursor?: string };

const paged = (rows: UnpaidStay[], cursor: string | undefined): Page<UnpaidStay> => ({ items: rows, ...(cursor ? { cursor } : {}) });

/**
 * Who owes now, one page: a page of the building's open accounts (GSI1 `AROPEN#<building>`), each
 * owing one a row with its open items exactly (`unpaidOfAccount`); on the first page, first, the
 * rooms of old data owing now.
 */
export async function unpaidNowPage(building: string, today: string, page: PageRequest): Promise<Page<UnpaidStay>> {
  const [accounts, rooms] = await Promise.all([accountsPage(building, page), page.cursor ? undefined : legacyRoomBalances(building)]);
  const legacy = [...(rooms?.values() ?? [])]
    .filter((r) => r.ref.building === building && r.balance > 0)
    .map((r) => unpaidOfRoom(r.ref, r.balance))
    .sort(byRoomThenStay);
  const stays = accounts.items.map((a) => unpaidOfAccount(a, today)).filter((r): r is UnpaidStay => !!r);
  return paged([...legacy, ...stays], accounts.cursor);
}

/**
 * A page of the building's accounts that may have held a balance on some day from `since` on (open
 * now, then settled by a voucher dated since: the two parts of `liveAccounts`) and each one's
 * movements in `month`: ONE BatchGet of the 1311 rollups of the page's stays a voucher moved since
 * (the others' balance then is their balance now, as `liveReceivables` has it); on the first page the
 * rooms of old data too (their rollups up to the month). The very movements `unpaidAt` and the debt
 * summary's whole-list read make, for this page's stays.
 */
export async function livePage(building: string, since: string, month: string, page: PageRequest) {
  const [read, rooms] = await Promise.all([
    accountsPage(building, page, since),
    page.cursor ? Promise.resolve([]) : objectRollupsUpTo('1311', `room:${building}-`, month),
  ]);
  const objectOf = (a: Account) => stayObject(a.building, a.room_id, a.stay_id);
  const movedSince = (a: Account) => !a.last_posted || a.last_posted >= since;
  const moved = read.items.filter(movedSince);
  const stayRollups = moved.length ? await getMany(moved.map((a) => keys.rollupObject('1311', objectOf(a), undefined))) : [];
  const standing = read.items
    .filter((a) => !movedSince(a))
    .map((a) => ({
      ref: { object: objectOf(a), building: a.building, room_id: a.room_id, stay_id: a.stay_id },
      balance: figures(a.state).balance,
    }));
  const accounts = new Map(read.items.map((a) => [objectOf(a), a]));
  return { read, movements: movementsIn({ rollups: [...stayRollups, ...rooms], accounts, standing }, month), objectOf };
}

/**
 * Who owed at the end of a past month, one page: a page of the building's accounts that may have held
 * a balance since the day after it (open now, then settled by a voucher dated since: the two parts of
 * `liveAccounts`), ONE BatchGet of the 1311 rollups of the page's stays a voucher moved since (the
 * others' balance then is their balance now, as `liveReceivables` has it), each stay's closing placed
 * on its charges (`unpaidAtMonthEnd`, as `unpaidAt`); on the first page, first, the rooms of old data
 * as they stood at the month's end (their rollups up to the month, as `unpaidAt` reads them).
 */
export async function unpaidAtPage(building: string, month: string, today: string, page: PageRequest): Promise<Page<UnpaidStay>> {
  const monthEnd = lastDayOf(month);
  const end = monthEnd < today ? monthEnd : today;
  const since = addDays(monthEnd, 1);
  const { read, movements, objectOf } = await livePage(building, since, month, page);
  const legacy = [...movements.values()]
    .filter((m) => m.ref.stay_id === null && m.closing > 0)
    .map((m) => unpaidOfRoom(m.ref, m.closing))
    .sort(byRoomThenStay);
  const stays = read.items.flatMap((a) => {
    const m = movements.get(objectOf(a));
    return m && m.closing > 0 ? [unpaidAtMonthEnd(m.ref, a, m.closing, monthEnd, end)] : [];
  });
  return paged([...legacy, ...stays], read.cursor);
}
