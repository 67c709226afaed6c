import { queryAll } from '../../platform/db/query';
import { PHONE_PATTERN, type Deposit } from '../../../shared/api/deposits';
import { isoDate } from '../../../shared/api/common';
import { WALLET_IDS } from '../../../shared/catalog/wallets';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { parseSlipNo, type DepositStatus } from '../../../shared/catalog/deposits';
import type { Entry } from '../../kernel/ledger/entry';
import type { Caller } from '../../platform/claims';
import { updateItem, type TxItem } from '../../platform/db/transact';
import { getItem, getMany } from '../../platform/db/items';
import { byBuildingMonths, statusIs } from '../../platform/db/records';
import { keys } from '../../platform/db/keys';
import { NotFound } from '../../platform/errors';
import { compareIso } from '../../../shared/text/collate';

/** The stored deposit: the answer's fields plus the keys and the entry it posted (for reversals). */
export type DepositItem = Omit<Deposit, 'unpaid' | 'building'> & {
  building: BuildingCode;
  PK: string;
  SK: string;
  entity: 'deposit';
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK?: string;
  GSI2SK?: string;
  /** The entry that put money on `deposit:<id>` (receipt, or the transfer that created it). */
  entry?: Entry;
  /** Entries posted when it was closed (forfeit, reversal, transfer). */
  closing_entry?: Entry;
};

export const depositObject = (id: string) => `deposit:${id}`;

export function toDeposit(i: Record<string, unknown>): Deposit {
  const d = i as unknown as DepositItem;
  return {
    id: d.id,
    slip_no: String(d.slip_no ?? ''),
    building: d.building,
    room_id: String(d.room_id ?? ''),
    customer_name: String(d.customer_name ?? ''),
    phone: String(d.phone ?? ''),
    ...(d.id_number ? { id_number: d.id_number } : {}),
    amount_agreed: Number(d.amount_agreed ?? 0),
    amount_paid: Number(d.amount_paid ?? 0),
    unpaid: Number(d.amount_agreed ?? 0) - Number(d.amount_paid ?? 0),
    wallet: Number(d.wallet ?? 0),
    agent_user_id: String(d.agent_user_id ?? ''),
    agent_name: String(d.agent_name ?? ''),
    date: String(d.date ?? ''),
    expected_move_in_date: String(d.expected_move_in_date ?? ''),
    ...(d.note ? { note: d.note } : {}),
    status: d.status,
    version: Number(d.version ?? 1),
    ...(d.transferred_from ? { transferred_from: d.transferred_from } : {}),
    ...(d.transferred_to ? { transferred_to: d.transferred_to } : {}),
    ...(d.checked_in_at ? { checked_in_at: String(d.checked_in_at) } : {}),
    ...(d.stay_id ? { stay_id: String(d.stay_id) } : {}),
    ...(d.cancelled ? { cancelled: d.cancelled } : {}),
    ...(d.deleted ? { deleted: d.deleted } : {}),
    ...(d.transferred ? { transferred: d.transferred } : {}),
    created_at: String(d.created_at ?? ''),
    updated_at: String(d.updated_at ?? ''),
    created_by: d.created_by ?? { user_id: '', username: '' },
  };
}

const validDate = (v: unknown) => typeof v === 'string' && isoDate.safeParse(v).success;
const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * What is wrong with one slip as stored (the wrong-format report): its number against
 * `C{building}{YYMM}-{NNN}` (building and month of the slip itself), and each required field. Slips
 * imported from the old books are the usual offenders; the server's own slips pass.
 */
export function slipProblems(d: DepositItem): string[] {
  const p: string[] = [];
  const slip = typeof d.slip_no === 'string' ? d.slip_no.trim() : '';
  const parsed = slip ? parseSlipNo(slip) : undefined;
  if (!slip) p.push('Thiếu số phiếu');
  else if (!parsed) p.push('Số phiếu không đúng dạng C{toà}{YYMM}-{NNN}');
  else {
    if (parsed.building !== d.building) p.push(`Số phiếu không thuộc toà ${d.building}`);
    if (validDate(d.date) && parsed.month !== d.date.slice(0, 7)) p.push('Số phiếu không đúng tháng của ngày cọc');
  }
  if (!String(d.customer_name ?? '').trim()) p.push('Thiếu tên khách');
  if (!PHONE_PATTERN.test(String(d.phone ?? '').trim())) p.push('Thiếu hoặc sai số điện thoại');
  if (!String(d.room_id ?? '').trim()) p.push('Thiếu số phòng');
  if (!isInt(d.amount_agreed) || d.amount_agreed <= 0) p.push('Số tiền cọc thoả thuận không hợp lệ');
  if (!isInt(d.amount_paid) || d.amount_paid < 0 || (isInt(d.amount_agreed) && d.amount_paid > d.amount_agreed)) p.push('Số tiền đã đóng không hợp lệ');
  if (!WALLET_IDS.includes(Number(d.wallet))) p.push('Ví tiền không hợp lệ');
  if (!String(d.agent_user_id ?? '').trim()) p.push('Thiếu người dẫn phòng');
  if (!validDate(d.date)) p.push('Ngày cọc không hợp lệ');
  if (!validDate(d.expected_move_in_date) || (validDate(d.date) && d.expected_move_in_date < d.date)) p.push('Ngày dự kiến vào ở không hợp lệ');
  return p;
}

/** What the wrong-format report shows of a slip, whatever it lacks. */
export const slipRowOf = (d: DepositItem) => ({
  deposit_id: String(d.id),
  slip_no: String(d.slip_no ?? ''),
  building: String(d.building),
  room_id: String(d.room_id ?? ''),
  date: String(d.date ?? ''),
  customer_name: String(d.customer_name ?? ''),
  status: String(d.status ?? ''),
});

export async function getDepositItem(id: string): Promise<DepositItem> {
  const item = await getItem(keys.deposit(id));
  if (!item) throw new NotFound(`Không tìm thấy phiếu cọc ${id}`, 'id');
  return item as DepositItem;
}

/**
 * Deposits dated `from`..`to`: one GSI1 Query per building and month, all in parallel, oldest first.
 * An optional status is filtered on the server side of the Query.
 */
export async function depositsBetween(from: string, to: string, o: { building?: string; status?: DepositStatus } = {}): Promise<DepositItem[]> {
  const buildings = o.building ? [o.building] : [...BUILDING_CODES];
  const pages = await Promise.all(buildings.map((b) => byBuildingMonths(keys.depositBuildingMonth, b, from, to, statusIs(o.status))));
  return (pages.flat() as DepositItem[]).sort((a, b) => compareIso(a.date, b.date) || compareIso(a.id, b.id));
}

/** Every deposit of one room (GSI2), oldest first. */
export async function depositsOfRoom(building: string, roomId: string, status?: DepositStatus): Promise<DepositItem[]> {
  const items = await queryAll({
    IndexName: 'byRoom',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :dep)',
    ExpressionAttributeValues: { ':pk': keys.roomRecords(building, roomId), ':dep': keys.depositRoomPrefix, ...(status ? { ':s': status } : {}) },
    ...(status ? { FilterExpression: '#status = :s', ExpressionAttributeNames: { '#status': 'status' } } : {}),
  });
  return items as DepositItem[];
}

/** Deposits by id (BatchGetItem, 100 keys a request). */
export const depositsByIds = async (ids: string[]): Promise<DepositItem[]> => (await getMany([...new Set(ids)].map((id) => keys.deposit(id)))) as DepositItem[];

export interface NewDeposit {
  id: string;
  slip_no: string;
  building: BuildingCode;
  room_id: string;
  customer_name: string;
  phone: string;
  id_number?: string;
  amount_agreed: number;
  amount_paid: number;
  wallet: number;
  agent_user_id: string;
  agent_name: string;
  date: string;
  expected_move_in_date: string;
  note?: string;
  transferred_from?: string;
  entry?: Entry;
}

/** A new active deposit, findable by id, by building and month (GSI1) and by room (GSI2). */
export function newDepositItem(d: NewDeposit, caller: Pick<Caller, 'sub' | 'username'>, at: string): DepositItem {
  return {
    ...keys.deposit(d.id),
    ...keys.recordIndexes('DEP', d.building, d.room_id, d.date, d.id),
    entity: 'deposit',
    ...d,
    status: 'active',
    version: 1,
    created_at: at,
    updated_at: at,
    created_by: { user_id: caller.sub, username: caller.username },
  } as DepositItem;
}

/** What the activity log keeps of a deposit: the slip, not the ledger entry. */
export const depositSummary = (d: Pick<DepositItem, 'slip_no' | 'building' | 'room_id' | 'customer_name' | 'amount_agreed' | 'amount_paid' | 'status'>) => ({
  slip_no: d.slip_no,
  building: d.building,
  room_id: d.room_id,
  customer_name: d.customer_name,
  amount_agreed: d.amount_agreed,
  amount_paid: d.amount_paid,
  status: d.status,
});

/**
 * The few things a stay needs of a deposit (the deposits domain owns the record): read it, turn it
 * into `checked_in` at check-in, and back to `active` when that check-in is removed as an entry error.
 * Both writes go into the stay's own transaction, guarded by the status they expect.
 */
export interface LinkedDeposit {
  id: string;
  building: string;
  room_id: string;
  customer_name?: string;
  phone?: string;
  id_number?: string;
  slip_no?: string;
  date?: string;
  amount_agreed?: number;
  amount_paid?: number;
  status: string;
  stay_id?: string;
  version: number;
}

export async function getDeposit(id: string): Promise<LinkedDeposit> {
  const item = await getItem(keys.deposit(id));
  if (!item) throw new NotFound(`Không tìm thấy phiếu cọc ${id}`, 'deposit_id');
  return item as unknown as LinkedDeposit;
}

export const depositLabel = (d: LinkedDeposit) => `Phiếu cọc ${d.slip_no ?? d.id} (phòng ${d.room_id} ${d.building})`;

export const depositCheckedInItem = (d: LinkedDeposit, stayId: string, date: string, at: string): TxItem =>
  updateItem(keys.deposit(d.id), {
    expression: 'SET #status = :checked, checked_in_at = :date, stay_id = :stay, #version = #version + :one, updated_at = :at',
    condition: '#status = :active AND #version = :v',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':checked': 'checked_in', ':active': 'active', ':v': d.version, ':date': date, ':stay': stayId, ':one': 1, ':at': at },
    conflict: `${depositLabel(d)} vừa được người khác thay đổi, không còn hiệu lực`,
  });

export const depositBackToActiveItem = (d: Pick<LinkedDeposit, 'id' | 'slip_no' | 'version'>, stayId: string, at: string): TxItem =>
  updateItem(keys.deposit(d.id), {
    expression: 'SET #status = :active, #version = #version + :one, updated_at = :at REMOVE checked_in_at, stay_id',
    condition: '#status = :checked AND stay_id = :stay AND #version = :v',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':checked': 'checked_in', ':active': 'active', ':stay': stayId, ':v': d.version, ':one': 1, ':at': at },
    conflict: `Phiếu cọc ${d.slip_no ?? d.id} không còn gắn với lượt ở này hoặc vừa được người khác thay đổi`,
  });

/**
 * The deposit's move to a closed status, guarded by the status and version it was read with (a
 * check-in, another cancel or an additional receipt in between makes it a 409 and writes nothing).
 */
export function closeDepositItem(
  d: DepositItem,
  to: Exclude<DepositStatus, 'active' | 'checked_in'>,
  record: { date: string; reason?: string; amount: number },
  caller: Pick<Caller, 'username'>,
  at: string,
  o: { entry?: Entry; transferredTo?: string } = {},
): TxItem {
  const field = to === 'cancelled' ? 'cancelled' : to === 'deleted' ? 'deleted' : 'transferred';
  const sets = ['#status = :to', '#version = #version + :one', 'updated_at = :at', '#record = :record'];
  const values: Record<string, unknown> = {
    ':to': to,
    ':active': 'active',
    ':v': d.version,
    ':one': 1,
    ':at': at,
    ':record': { ...record, at, by: caller.username },
  };
  if (o.entry) {
    sets.push('closing_entry = :entry');
    values[':entry'] = o.entry;
  }
  if (o.transferredTo) {
    sets.push('transferred_to = :tt');
    values[':tt'] = o.transferredTo;
  }
  return updateItem(keys.deposit(d.id), {
    expression: `SET ${sets.join(', ')}`,
    condition: '#status = :active AND #version = :v',
    names: { '#status': 'status', '#version': 'version', '#record': field },
    values,
    conflict: `Phiếu cọc ${d.slip_no} vừa được người khác thay đổi, vui lòng tải lại`,
    field: 'id',
  });
}
