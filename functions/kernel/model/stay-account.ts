import type { Stay } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import { getItem, getMany } from '../../platform/db/items';
import { indexKey, pageOfParts, type Page, type PagePart } from '../../platform/db/page';
import { byRoom, queryAll } from '../../platform/db/records';
import { putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict, NotFound } from '../../platform/errors';
import { roomLabel } from './room';
import { owingSortKey } from '../ledger/owing-order';
import { chargesMoved, EMPTY_ACCOUNT, figures, type AccountState, type Charge, type Credit } from '../ledger/stay-account-rules';

/**
 * A stay's receivable account (`STAYAR#<building>` / `<room>#<stay>`): the stay's charges with what
 * paid each, its payments' unapplied credits, and the figures every collection view reads — the
 * receipt form, the unpaid report, the dashboard, the VietQR amount, the check-out. Written on its
 * `version` by every voucher that moves the stay's 1311 (`stay:<building>-<room>:<stay>` in the
 * journal), in that voucher's transaction, so two payments at once never spend the same open amount
 * and the account always equals the journal. While its balance is not nil it sits on the building's
 * sparse index of open accounts (GSI1 `AROPEN#<building>`), which is what the unpaid report reads.
 */

export interface StayInfo {
  stay_id: string;
  building: string;
  room_id: string;
  contract_no: string;
  customer_name: string;
  phone?: string;
  start_date: string;
  leave_date?: string;
  stay_status: string;
}

export interface Account extends StayInfo {
  state: AccountState;
  /** 0: not stored yet. */
  version: number;
  /** The date of the latest voucher that ever moved the stay's 1311 (absent: none yet). */
  last_posted?: string;
}

/** The ledger object of a stay's receivable: building and room kept in it for the room views (`:` cannot be in a room id). */
export const stayObject = (building: string, roomId: string, stayId: string) => `stay:${building}-${roomId}:${stayId}`;
export const stayObjectPrefix = (building: string, roomId?: string) => (roomId === undefined ? `stay:${building}-` : `stay:${building}-${roomId}:`);

/** `stay:BN-204:01J…` → its building, room and stay; undefined for any other object. */
export function parseStayObject(object: string): { building: string; room_id: string; stay_id: string } | undefined {
  const m = /^stay:([A-Z]+)-([0-9A-Za-z-]+):([0-9A-Z]+)$/.exec(object);
  return m ? { building: m[1]!, room_id: m[2]!, stay_id: m[3]! } : undefined;
}

/** Who a stay's 1311 line is about, for people: the tenant, the contract and the room. */
export const stayObjectName = (a: Pick<StayInfo, 'building' | 'room_id' | 'contract_no' | 'customer_name'>) =>
  `${a.customer_name || 'Khách'} · HĐ ${a.contract_no} · Phòng ${roomLabel(a.building, a.room_id)}`;

/** The 1311 side of a line about this stay. */
export const stayLine = (a: StayInfo) => ({
  account_key: 'customer_receivable',
  object: stayObject(a.building, a.room_id, a.stay_id),
  object_name: stayObjectName(a),
});

export const stayInfoOf = (s: Pick<Stay, 'id' | 'building' | 'room_id' | 'contract_no' | 'start_date' | 'status' | 'leave_date' | 'occupants'>): StayInfo => ({
  stay_id: s.id,
  building: s.building,
  room_id: s.room_id,
  contract_no: s.contract_no,
  customer_name: s.occupants[0]?.name ?? '',
  ...(s.occupants[0]?.phone ? { phone: s.occupants[0].phone } : {}),
  start_date: s.start_date,
  ...(s.leave_date ? { leave_date: s.leave_date } : {}),
  stay_status: s.status,
});

export function toAccount(i: Record<string, unknown>): Account {
  return {
    stay_id: String(i.stay_id),
    building: String(i.building),
    room_id: String(i.room_id),
    contract_no: String(i.contract_no ?? ''),
    customer_name: String(i.customer_name ?? ''),
    ...(i.phone ? { phone: String(i.phone) } : {}),
    start_date: String(i.start_date ?? ''),
    ...(i.leave_date ? { leave_date: String(i.leave_date) } : {}),
    stay_status: String(i.stay_status ?? 'active'),
    state: { charges: (i.charges as Charge[] | undefined) ?? [], credits: (i.credits as Credit[] | undefined) ?? [] },
    version: Number(i.version ?? 0),
    ...(i.last_posted ? { last_posted: String(i.last_posted) } : {}),
  };
}

/**
 * The newest date a state's vouchers are dated (its charges, what paid them, its credits). A voucher
 * that takes one away (a receipt removed, a check-out cancelled) posts its reversal on that same date,
 * so the dates of the state before and after a write cover every date the write posted on.
 */
export function latestDate(s: AccountState): string | undefined {
  let latest: string | undefined;
  const see = (d: string) => {
    if (!latest || d > latest) latest = d;
  };
  for (const c of s.charges) {
    see(c.date);
    for (const p of c.paid_by) see(p.date);
  }
  for (const c of s.credits) see(c.date);
  return latest;
}

/** An account not stored yet (a stay from before accounts, or one never charged): version 0. */
export const newAccount = (info: StayInfo): Account => ({ ...info, state: EMPTY_ACCOUNT, version: 0 });

/**
 * The stored shape: the figures beside the state; on the open index while the balance is not nil, else
 * (once anything was posted) on the settled index by the date of the last voucher that moved it.
 */
export function accountItem(a: StayInfo, state: AccountState, version: number, lastPosted?: string) {
  const f = figures(state);
  const open = f.balance !== 0 || f.credit !== 0;
  return {
    ...keys.stayAccount(a.building, a.room_id, a.stay_id),
    entity: 'stay_account',
    ...a,
    charges: state.charges,
    credits: state.credits,
    owed: f.owed,
    credit: f.credit,
    balance: f.balance,
    ...(f.oldest ? { oldest_month: f.oldest.month, oldest_date: f.oldest.date } : {}),
    version,
    ...(lastPosted ? { last_posted: lastPosted } : {}),
    ...(open
      ? { GSI1PK: keys.stayAccountsOpen(a.building), GSI1SK: `${a.room_id}#${a.start_date}#${a.stay_id}` }
      : lastPosted
        ? { GSI1PK: keys.stayAccountsSettled(a.building), GSI1SK: `${lastPosted}#${a.room_id}#${a.stay_id}` }
        : {}),
    // Owing: on the building's index of debts, oldest first (the dashboard's few oldest are one Query).
    ...(f.balance > 0 && f.oldest ? owingIndexKeys(a, f.oldest.date, f.balance) : {}),
  };
}

/** The owing index's keys (GSI2, `byRoom`: no room timeline uses this partition) of an account owing `balance`. */
export const owingIndexKeys = (a: Pick<StayInfo, 'building' | 'room_id' | 'start_date' | 'stay_id'>, oldestDate: string, balance: number) => ({
  GSI2PK: keys.stayAccountsOwing(a.building),
  GSI2SK: owingSortKey({ oldest_date: oldestDate, balance, room_id: a.room_id, start_date: a.start_date, stay_id: a.stay_id }),
});

/**
 * The account's new state, on the version it was read with (absent: not created meanwhile). `info`
 * may change what the account says of its stay (a check-out's leave date and status).
 */
export function writeAccount(a: Account, next: AccountState, info: Partial<StayInfo> = {}): TxItem {
  const merged: StayInfo = { ...pickInfo(a), ...info };
  const lastPosted = [a.last_posted, latestDate(a.state), latestDate(next)]
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  return {
    ...putItem(accountItem(merged, next, a.version + 1, lastPosted), {
      expression: a.version === 0 ? 'attribute_not_exists(PK)' : 'version = :v',
      ...(a.version === 0 ? {} : { values: { ':v': a.version } }),
      conflict: `Công nợ của HĐ ${a.contract_no} vừa thay đổi`,
    }),
    field: 'stay_id',
    // A lost race is planned again from fresh reads (postVoucher), like a number taken meanwhile.
    code: 'numbering',
  };
}

const pickInfo = (a: Account): StayInfo => {
  const { state: _s, version: _v, last_posted: _l, ...info } = a;
  return info;
};

/**
 * The account's writes after a voucher moved it: the account on its version, and each monthly bill
 * whose paid amount moved (`paid`, `status` on the bill item: the billing screens and prints read it).
 */
export function accountWrites(a: Account, next: AccountState, at: string, info: Partial<StayInfo> = {}): TxItem[] {
  return [
    writeAccount(a, next, info),
    ...chargesMoved(a.state, next)
      .filter((c) => c.kind === 'bill')
      .map((c) => billPaid(a.building, a.room_id, c, at)),
  ];
}

/** A monthly bill's paid amount and status as its stay's account has it. */
const billPaid = (building: string, roomId: string, c: Charge, at: string): TxItem =>
  updateItem(keys.bill(building, c.month, roomId), {
    expression: 'SET paid = :p, #s = :s, paid_at = :at',
    condition: 'attribute_exists(PK)',
    names: { '#s': 'status' },
    values: { ':p': c.paid, ':s': c.paid >= c.total ? 'paid' : 'open', ':at': at },
    conflict: `Hoá đơn ${c.no} không còn`,
  });

/** One stay's account, strongly consistent; undefined when none is stored. */
export async function getAccount(building: string, roomId: string, stayId: string): Promise<Account | undefined> {
  const i = await getItem(keys.stayAccount(building, roomId, stayId), { consistent: true });
  return i ? toAccount(i) : undefined;
}

/** The stay's account, or a new one for it (version 0). */
export async function accountOf(stay: Parameters<typeof stayInfoOf>[0]): Promise<Account> {
  return (await getAccount(stay.building, stay.room_id, stay.id)) ?? newAccount(stayInfoOf(stay));
}

/** Several stays' accounts at once (one strongly consistent BatchGet), new ones for those not stored. */
export async function accountsOf(stays: readonly StayInfo[]): Promise<Map<string, Account>> {
  const items = stays.length
    ? await getMany(
        stays.map((s) => keys.stayAccount(s.building, s.room_id, s.stay_id)),
        { consistent: true },
      )
    : [];
  const found = new Map(items.map((i) => [String(i.stay_id), toAccount(i)]));
  return new Map(stays.map((s) => [s.stay_id, found.get(s.stay_id) ?? newAccount(s)]));
}

/** Every stay's account of one room, oldest stay first: one strongly consistent Query. */
export async function accountsOfRoom(building: string, roomId: string): Promise<Account[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
    ExpressionAttributeValues: { ':pk': keys.stayAccounts(building), ':room': `${roomId}#` },
    ConsistentRead: true,
  });
  return items.map(toAccount).sort((a, b) => (a.start_date === b.start_date ? a.stay_id.localeCompare(b.stay_id) : a.start_date.localeCompare(b.start_date)));
}

/** A building's accounts whose balance is not nil (owing or paid ahead): one Query of the sparse index. */
export async function openAccounts(building: string): Promise<Account[]> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.stayAccountsOpen(building) },
  });
  return items.map(toAccount);
}

/**
 * A building's accounts that may hold a balance on some day from `since` on: those open now, and those
 * settled by a voucher dated `since` or later (one Query of each index). Any other stay was nil then
 * too: nothing moved it since, and it is nil now. O(rooms + open items + stays settled since).
 */
export async function liveAccounts(building: string, since: string): Promise<Account[]> {
  const [open, settled] = await Promise.all([
    openAccounts(building),
    queryAll({
      IndexName: 'byBuildingMonth',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :since',
      ExpressionAttributeValues: { ':pk': keys.stayAccountsSettled(building), ':since': since },
    }),
  ]);
  return [...open, ...settled.map(toAccount)];
}

/**
 * One page of a building's accounts (issue 23 §13: a read that costs the same at ten times the rooms):
 * the open ones (`AROPEN#<building>`, by room, start and stay) and, when `since` is given, then those
 * settled by a voucher dated `since` or later (`ARDONE#<building>`, GSI1SK ≥ since, by that date) —
 * the same accounts as `liveAccounts(building, since)` (`openAccounts` without `since`), read with
 * DynamoDB `Limit` from where the cursor stopped. A cursor is refused (400) unless it is a key of one
 * of these two parts for this building: a settled account's only on or after `since`, and the stay's
 * own key in the building's accounts partition.
 */
export async function accountsPage(building: string, page: { limit: number; cursor?: string }, since?: string): Promise<Page<Account>> {
  const ownKey = (k: Record<string, string>) => k.PK === keys.stayAccounts(building);
  const open = keys.stayAccountsOpen(building);
  const settled = keys.stayAccountsSettled(building);
  const parts: PagePart[] = [
    { pk: open, input: { IndexName: 'byBuildingMonth', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': open } }, within: ownKey },
    ...(since === undefined
      ? []
      : [
          {
            pk: settled,
            input: {
              IndexName: 'byBuildingMonth',
              KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :since',
              ExpressionAttributeValues: { ':pk': settled, ':since': since },
            },
            // A start key before `since` lies outside the key condition (a DynamoDB ValidationException).
            within: (k: Record<string, string>) => ownKey(k) && k.GSI1SK! >= since,
          },
        ]),
  ];
  const read = await pageOfParts(parts, page, indexKey('GSI1PK', 'GSI1SK'));
  return { items: read.items.map(toAccount), ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/** The stays of a room as its timeline has them (accounts not stored yet: stays from before accounts). */
async function staysOnTimeline(building: string, roomId: string): Promise<StayInfo[]> {
  const items = await byRoom(building, roomId, 'STAY');
  return items
    .filter((i) => i.status !== 'removed')
    .map((i) => stayInfoOf(i as unknown as Stay))
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/**
 * Whose money a payment of a room is, when the caller names no stay: the stay living there now; in
 * an empty room, the newest stay that still owes, else the newest stay. Stays whose account is not
 * stored yet are found on the room's timeline. 409 when the room never had a tenant. `read`: the
 * room's accounts when the caller has them already.
 */
export async function payingStay(building: string, roomId: string, stayId?: string, read?: readonly Account[]): Promise<Account> {
  const accounts = read ?? (await accountsOfRoom(building, roomId));
  // The timeline is read only when the accounts cannot answer (a stay from before accounts).
  const known = stayId ? accounts.some((a) => a.stay_id === stayId) : accounts.some((a) => a.stay_status === 'active');
  const timeline = known ? [] : await staysOnTimeline(building, roomId);
  const all = [...accounts, ...timeline.filter((s) => !accounts.some((a) => a.stay_id === s.stay_id)).map(newAccount)].filter(
    (a) => a.stay_status !== 'removed',
  );
  const label = roomLabel(building, roomId);
  if (stayId) {
    const named = all.find((a) => a.stay_id === stayId);
    if (!named) throw new NotFound(`Phòng ${label} không có lượt thuê ${stayId}`, 'stay_id');
    return named;
  }
  all.sort((a, b) => a.start_date.localeCompare(b.start_date));
  const chosen = all.find((a) => a.stay_status === 'active') ?? [...all].reverse().find((a) => figures(a.state).balance > 0) ?? all[all.length - 1];
  if (!chosen) throw new Conflict(`Phòng ${label} chưa có lượt thuê nào để thu tiền`, 'room_id', 'state');
  return chosen;
}
