import { keys } from '../../platform/db/keys';
import { getMany } from '../../platform/db/items';
import { BadRequest } from '../../platform/errors';
import { pageOfParts, type Page } from '../../platform/db/page';
import { accountsPage, newAccount, stayInfoOf, toAccount, type Account } from '../../kernel/model/stay-account';
import { figures } from '../../kernel/ledger/stay-account-rules';
import { toBill } from '../../bills';
import { toStay } from '../../stays';

/**
 * The stays a building-month's bill links go to (issue 24 "Gửi hoá đơn"), a page at a time: first the
 * month's billed stays (the bill partition `BILL#<b>#<month>`, room order), then the building's other
 * stays that owe now (the open accounts' sparse index `AROPEN#<b>`, skipping a stay whose bill of the
 * month the first part already gave), so each stay comes once. Each part is read with DynamoDB
 * `Limit` from where the cursor stopped, and what is joined (accounts, stays, the month's bills) is
 * read for the page's rows only: a request costs the same whatever the size of the building.
 *
 * The cursor names its part: `B.<key>` in the bills, `O.<key>` in the open accounts (`O.` at their
 * start); anything else is a 400, as a key outside its part is (decodeCursor).
 */
const BILLS = 'B.';
const OWING = 'O.';

const badCursor = () =>
  new BadRequest('Con trỏ phân trang không hợp lệ', [{ path: 'cursor', message: 'Con trỏ trang không hợp lệ, vui lòng tải lại danh sách' }]);

/** The accounts of the billed stays, each stay's own; a stay without a stored account (old data) from its stay record. */
async function billedStays(building: string, bills: readonly { stay_id: string; room_id: string }[]): Promise<Account[]> {
  if (!bills.length) return [];
  const stored = await getMany(
    bills.map((b) => keys.stayAccount(building, b.room_id, b.stay_id)),
    { consistent: true },
  );
  const found = new Map(stored.map((i) => [String(i.stay_id), toAccount(i)]));
  const missing = bills.filter((b) => !found.has(b.stay_id));
  const stays = missing.length ? (await getMany(missing.map((b) => keys.stay(b.stay_id)))).map(toStay) : [];
  for (const s of stays) if (s.status !== 'removed') found.set(s.id, newAccount(stayInfoOf(s)));
  return bills.flatMap((b) => found.get(b.stay_id) ?? []);
}

/** The open accounts that owe (not paid ahead) and have no bill of the month (those came with the bills). */
async function owingNotBilled(building: string, month: string, accounts: readonly Account[]): Promise<Account[]> {
  const owing = accounts.filter((a) => figures(a.state).balance > 0);
  if (!owing.length) return [];
  const billed = await getMany(
    [...new Set(owing.map((a) => a.room_id))].map((room) => keys.bill(building, month, room)),
    { consistent: true },
  );
  const billedStays = new Set(billed.map((i) => toBill(i).stay_id));
  return owing.filter((a) => !billedStays.has(a.stay_id));
}

export async function linkStaysPage(building: string, month: string, q: { limit: number; cursor?: string }): Promise<Page<Account>> {
  const at = q.cursor === undefined ? BILLS : q.cursor.slice(0, 2);
  const inner = q.cursor === undefined ? '' : q.cursor.slice(2);
  if (at !== BILLS && at !== OWING) throw badCursor();
  const items: Account[] = [];
  let left = q.limit;
  if (at === BILLS) {
    const pk = keys.billsOf(building, month);
    const page = await pageOfParts([{ pk, input: { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true } }], {
      limit: q.limit,
      ...(inner ? { cursor: inner } : {}),
    });
    items.push(...(await billedStays(building, page.items.map(toBill))));
    if (page.cursor) return { items, cursor: BILLS + page.cursor };
    // The bills ended within the page: what it still lacks comes from the owing stays.
    left = q.limit - page.items.length;
    if (left === 0) return { items, cursor: OWING };
  }
  const page = await accountsPage(building, { limit: left, ...(at === OWING && inner ? { cursor: inner } : {}) });
  items.push(...(await owingNotBilled(building, month, page.items)));
  return { items, ...(page.cursor ? { cursor: OWING + page.cursor } : {}) };
}
