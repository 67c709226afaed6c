import { ulid } from 'ulid';
import { accountOf as ledgerAccount } from '../../shared/catalog/accounts';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { vnToday } from '../../shared/dates';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { conditionCheck, createItem, MAX_TX_ITEMS, transact, type TxItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { logger } from '../platform/logger';
import { nowIso } from '../platform/time';
import { latestPaymentMonth } from '../kernel/ledger/edit-lock';
import { buildEntry, type Entry, type LineInput } from '../kernel/ledger/entry';
import { entryItems } from '../kernel/ledger/posting';
import { monthlyTotals } from '../kernel/model/rollup';
import { listRooms, roomLabel } from '../kernel/model/room';
import { accountsOfRoom, accountWrites, newAccount, stayInfoOf, stayLine, writeAccount, type Account } from '../kernel/model/stay-account';
import { postVoucher, type Voucher } from '../kernel/voucher';
import { billsPaidOfRoom } from '../bills';
import { doneCheckOutsOfRoom, roomStays } from '../stays';
import { DONE_KEY, markedRooms, roomMarkerKey } from './model/room-migration-marker';
import { splitRoom, type OldBill, type OldCheckOut, type RoomSplit } from './stay-receivables-split';

/**
 * One-off migration (issue 19): receivables kept per ROOM (1311 on `room:<b>-<room>`, bills with
 * their paid amounts, the room's `room_pay` credit, check-outs' receivables) become the accounts of
 * the room's STAYS. The ledger is never edited: per room, ONE entry (`receivable_migration`, dated
 * today) moves the room object's 1311 balance onto its stays' objects (Dr/Cr 1311 stay ↔ Cr/Dr 1311
 * room, one pair per stay whose balance moves), in the same transaction as every stay's account and
 * the room's marker (a conditional create): a room is migrated entirely or not at all, a run that
 * died half way is run again, and a room already migrated is one item read. The split's order is in
 * stay-receivables-split.ts. A run that left no room behind writes the DONE item; after it a run is
 * one Get. Run before the API takes writes (the local stack runs it at start; AWS: README).
 */

/** The markers (model/room-migration-marker.ts), named here too for the tests that run the migration. */
export { DONE_KEY, roomMarkerKey };

const SYSTEM = { sub: 'system', username: 'stay-receivables-migration' };
const RECEIVABLE = ledgerAccount('customer_receivable')!.accounting_account;
export const VOUCHER_TYPE = 'receivable_migration';
const MAX_TX = MAX_TX_ITEMS;

export interface MigrationOptions {
  /** Plan every room and count, write nothing. */
  dryRun?: boolean;
  /** Migrate at most this many rooms, then stop (no DONE): a Lambda with a time limit runs again. */
  maxRooms?: number;
}

export interface MigrationResult {
  /** Every room is migrated (the DONE item is there, or was written now). */
  done: boolean;
  /** The DONE item was there already: nothing read but it. */
  already: boolean;
  dryRun: boolean;
  /** Rooms this run migrated (or, dry, would). */
  migrated: number;
  /** Rooms a marker said were migrated before. */
  skipped: number;
  /** Rooms that never had a stay nor a balance: nothing to do, no marker. */
  empty: number;
  /** Entries posted (rooms whose stays' balances moved). */
  entries: number;
  /** Stay accounts written (created or changed). */
  accounts: number;
  /** Σ of the room balances moved onto stays. */
  moved: number;
  /** Rooms with a 1311 balance but no stay to carry it: left on the room, reported, no DONE. */
  unassigned: { building: string; room_id: string; balance: number }[];
}

/** The room object's 1311 balance (debit − credit, every month). */
async function roomBalance(building: string, roomId: string): Promise<number> {
  const item = await getItem(keys.rollupObject(RECEIVABLE, `room:${building}-${roomId}`, undefined), { consistent: true });
  let sum = 0;
  for (const t of item ? monthlyTotals(item).values() : []) sum += t.debit - t.credit;
  return sum;
}

interface RoomRead {
  balance: number;
  roomPay?: Record<string, unknown>;
  accounts: Account[];
  bills: OldBill[];
  checkOuts: OldCheckOut[];
}

/** Everything the room's split needs: its balance, its stays with their accounts, its bills and check-outs. */
async function readRoom(building: string, roomId: string): Promise<RoomRead> {
  const [balance, roomPay, stored, stays, bills, checkOuts] = await Promise.all([
    roomBalance(building, roomId),
    getItem(keys.roomPay(building, roomId), { consistent: true }),
    accountsOfRoom(building, roomId),
    roomStays(building, roomId),
    billsPaidOfRoom(building, roomId),
    doneCheckOutsOfRoom(building, roomId),
  ]);
  const live = stays.filter((s) => s.status !== 'removed').map(stayInfoOf);
  const accounts = [...stored.filter((a) => a.stay_status !== 'removed'), ...live.filter((s) => !stored.some((a) => a.stay_id === s.stay_id)).map(newAccount)];
  return {
    balance,
    roomPay,
    accounts,
    bills,
    checkOuts,
  };
}

const money = (n: number) => n.toLocaleString('vi-VN');

/** The one entry of a room: per stay whose balance moves, its 1311 against the room's. */
function migrationEntry(building: string, roomId: string, split: RoomSplit, ref: { id: string; no: string; date: string }, at: string): Entry | undefined {
  const moving = split.stays.filter((s) => s.amount !== 0);
  if (!moving.length) return undefined;
  const room = `room:${building}-${roomId}`;
  const label = roomLabel(building, roomId);
  return buildEntry(
    {
      date: ref.date,
      building: building as BuildingCode,
      voucher_type: VOUCHER_TYPE,
      voucher_id: ref.id,
      voucher_no: ref.no,
      description: `Chuyển công nợ phòng ${label} sang từng lượt thuê`,
      lines: moving.flatMap(({ account: a, amount }): LineInput[] => {
        const what = `Chuyển công nợ phòng ${label} sang HĐ ${a.contract_no}`;
        const stay = { ...stayLine(a), description: what };
        const fromRoom = { account_key: 'customer_receivable', object: room, description: what };
        return amount > 0
          ? [
              { ...stay, debit: amount },
              { ...fromRoom, credit: amount },
            ]
          : [
              { ...fromRoom, debit: -amount },
              { ...stay, credit: -amount },
            ];
      }),
    },
    at,
  );
}

type Plan =
  { kind: 'empty' } | { kind: 'unassigned'; balance: number } | { kind: 'voucher'; voucher: Voucher<RoomOutcome>; txItems: number; emptyNew: Account[] };

interface RoomOutcome {
  balance: number;
  posted: boolean;
  accounts: number;
}

/** The room's voucher (or why there is none), from fresh reads: postVoucher may call it again. */
async function planRoom(building: string, roomId: string, date: string): Promise<Plan> {
  const at = nowIso();
  const read = await readRoom(building, roomId);
  if (!read.accounts.length) return read.balance === 0 ? { kind: 'empty' } : { kind: 'unassigned', balance: read.balance };
  const id = ulid();
  const ref = { id, no: `SDCS-${building}-${roomId}`, date };
  const split = splitRoom({ balance: read.balance, accounts: read.accounts, bills: read.bills, checkOuts: read.checkOuts, ref });
  const entry = migrationEntry(building, roomId, split, ref, at);
  const written = split.stays.filter((s) => s.changed);
  const label = roomLabel(building, roomId);
  const marker = createItem(
    {
      ...roomMarkerKey(building, roomId),
      entity: 'meta',
      building,
      room_id: roomId,
      at,
      date,
      balance: read.balance,
      room_pay_credit: Number(read.roomPay?.credit ?? 0),
      open_bills: split.openBills,
      final_bills: split.finalBills,
      rest: split.rest,
      ...(entry ? { entry_id: entry.entry_id, voucher_id: id } : {}),
      stays: split.stays.map((s) => ({ stay_id: s.account.stay_id, amount: s.amount })),
    },
    `Phòng ${label} đã chuyển công nợ sang lượt thuê`,
  );
  // The room's old standing credit as read: a write of the old code meanwhile re-plans the room.
  const roomPay = conditionCheck(keys.roomPay(building, roomId), {
    expression: read.roomPay ? 'credit = :c' : 'attribute_not_exists(PK)',
    ...(read.roomPay ? { values: { ':c': read.roomPay.credit } } : {}),
    conflict: `Số dư phòng ${label} vừa thay đổi`,
    code: 'numbering',
  });
  const records: TxItem[] = [marker, roomPay, ...written.flatMap((s) => accountWrites({ ...s.account, state: s.before }, s.next, at))];
  const moves = split.stays.filter((s) => s.amount !== 0).map((s) => `HĐ ${s.account.contract_no} ${s.amount > 0 ? '+' : ''}${money(s.amount)}`);
  const voucher: Voucher<RoomOutcome> = {
    caller: SYSTEM,
    at,
    lockDates: { date },
    records,
    entries: [entry],
    audit: {
      action: 'update',
      entity: 'stay_account',
      entityId: `${building}-${roomId}`,
      entityNo: ref.no,
      entityName: label,
      building,
      summary: `Chuyển công nợ phòng ${label} (${money(read.balance)} đ) sang lượt thuê${moves.length ? `: ${moves.join(', ')}` : ''}`,
    },
    answer: { balance: read.balance, posted: !!entry, accounts: written.length },
  };
  const txItems = 2 + records.length + (entry ? entryItems(entry).length : 0);
  const emptyNew = split.stays.filter((s) => s.account.version === 0 && s.next.charges.length === 0 && s.next.credits.length === 0).map((s) => s.account);
  return { kind: 'voucher', voucher, txItems, emptyNew };
}

/** A room with very many stays: their empty new accounts first (each alone harmless), so its voucher fits one transaction. */
async function createEmptyAccounts(accounts: Account[]): Promise<void> {
  const items = accounts.map((a) => writeAccount(a, a.state));
  for (let i = 0; i < items.length; i += MAX_TX)
    await transact(items.slice(i, i + MAX_TX)).catch((e: unknown) => {
      if (!(e instanceof Conflict)) throw e;
    });
}

type RoomResult = { kind: 'migrated'; outcome: RoomOutcome } | { kind: 'skipped' } | { kind: 'empty' } | { kind: 'unassigned'; balance: number };

async function migrateRoom(building: string, roomId: string, date: string, dryRun: boolean): Promise<RoomResult> {
  let plan = await planRoom(building, roomId, date);
  if (plan.kind === 'voucher' && plan.txItems > MAX_TX && !dryRun) {
    await createEmptyAccounts(plan.emptyNew);
    plan = await planRoom(building, roomId, date);
  }
  if (plan.kind !== 'voucher') return plan;
  if (plan.txItems > MAX_TX) throw new Error(`Phòng ${roomLabel(building, roomId)}: ${plan.txItems} mục, quá một giao dịch`);
  if (dryRun) return { kind: 'migrated', outcome: plan.voucher.answer as RoomOutcome };
  let first: Plan | undefined = plan;
  try {
    const outcome = (await postVoucher(async () => {
      const p = first ?? (await planRoom(building, roomId, date));
      first = undefined;
      if (p.kind !== 'voucher') throw new Error(`Phòng ${roomLabel(building, roomId)} thay đổi trong lúc chuyển`);
      return p.voucher;
    })) as RoomOutcome;
    return { kind: 'migrated', outcome };
  } catch (e) {
    // Another run migrated it at the same moment: its entry stands.
    if (e instanceof Conflict && (await getItem(roomMarkerKey(building, roomId), { consistent: true }))) return { kind: 'skipped' };
    throw e;
  }
}

/** A table with no room receivable and no stay (a fresh one): nothing to migrate. */
async function nothingOld(): Promise<boolean> {
  const [objects, stays] = await Promise.all([
    queryAll(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
        ExpressionAttributeValues: { ':pk': keys.rollupObjects(RECEIVABLE), ':p': 'room:' },
        Limit: 1,
      },
      1,
    ),
    queryAll(
      {
        IndexName: 'byEntityType',
        KeyConditionExpression: '#e = :e',
        ExpressionAttributeNames: { '#e': 'entity' },
        ExpressionAttributeValues: { ':e': 'stay' },
        Limit: 1,
      },
      1,
    ),
  ]);
  return !objects.length && !stays.length;
}

/** The entry's date: today, or the first open day if a month was billed ahead (never a locked date). */
async function migrationDate(): Promise<string> {
  const today = vnToday();
  const billed = await latestPaymentMonth();
  return billed && today < `${billed}-01` ? `${billed}-01` : today;
}

export async function migrateStayReceivables(o: MigrationOptions = {}): Promise<MigrationResult> {
  const dryRun = o.dryRun ?? false;
  const result: MigrationResult = { done: false, already: false, dryRun, migrated: 0, skipped: 0, empty: 0, entries: 0, accounts: 0, moved: 0, unassigned: [] };
  if (await getItem(DONE_KEY, { consistent: true })) return { ...result, done: true, already: true };
  const fresh = await nothingOld();
  const [rooms, marked, date] = fresh ? [[], new Set<string>(), ''] : await Promise.all([listRooms(), markedRooms(), migrationDate()]);
  let budget = o.maxRooms ?? Infinity;
  let stopped = false;
  // Buildings side by side, a building's rooms one after the other: its rooms share its 1311 rollups.
  const buildings = [...new Set(rooms.map((r) => r.building))];
  await Promise.all(
    buildings.map(async (building) => {
      for (const room of rooms.filter((r) => r.building === building)) {
        if (marked.has(`${building}#${room.room_id}`)) {
          result.skipped++;
          continue;
        }
        if (budget <= 0) {
          stopped = true;
          return;
        }
        budget--;
        const r = await migrateRoom(building, room.room_id, date, dryRun);
        if (r.kind === 'empty') budget++;
        if (r.kind === 'empty') result.empty++;
        else if (r.kind === 'skipped') result.skipped++;
        else if (r.kind === 'unassigned') result.unassigned.push({ building, room_id: room.room_id, balance: r.balance });
        else {
          result.migrated++;
          result.accounts += r.outcome.accounts;
          result.moved += r.outcome.balance;
          if (r.outcome.posted) result.entries++;
        }
      }
    }),
  );
  if (result.unassigned.length) logger.warn('Rooms with a receivable and no stay: left on the room', { rooms: result.unassigned });
  if (stopped || result.unassigned.length || dryRun) return result;
  const { done: _d, already: _a, dryRun: _r, unassigned: _u, ...counts } = result;
  await transact([createItem({ ...DONE_KEY, entity: 'meta', at: nowIso(), ...counts }, 'Đã chuyển công nợ sang lượt thuê')]).catch((e: unknown) => {
    if (!(e instanceof Conflict)) throw e;
  });
  return { ...result, done: true };
}

/** The Lambda-style entry: `{ dryRun?, maxRooms? }` in, the counts out. */
export const handler = async (event: MigrationOptions = {}): Promise<MigrationResult> => migrateStayReceivables(event ?? {});
