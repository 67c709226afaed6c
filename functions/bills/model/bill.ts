import type { Bill, BillCheck, BillRun } from '../../../shared/api/bills';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { lastDayOf } from '../../../shared/dates';
import { compareNumbered } from '../../../shared/text/collate';
import { keys } from '../../platform/db/keys';
import { getItem, type Item } from '../../platform/db/items';
import { byRoom, publicFields, queryAll } from '../../platform/db/records';
import type { Stored } from '../../kernel/stored';
import { about, conditionCheck, createItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import type { Entry } from '../../kernel/ledger/entry';
import { internetChargesFor } from '../../internet';
import { roomsAndPersons, sheetsAround, sheetsUnchanged } from '../../readings';
import { readingTable, reliedMonths, type Sheet } from '../../readings';
import { priceSettings } from '../../admin';
import { billedThroughItem, monthMarkItem } from './billed-months';
import { billId, billNo, planBill, type PlannedBill, type StayLine } from '../rules/bill-rules';

/**
 * The monthly bill record (business rules §5): one item per building, month and room
 * (`BILL#<b>#<month>` / `<room>`), created once by the run (conditional create) and replaced only on
 * its version by update-payment, which reverses its entry and posts a new one. The run record
 * (`BILLRUN#<b>` / `<month>`) is created once with the month's payment log and the edit lock.
 */

export const billItem = (b: Bill, entry?: Entry) => ({
  ...keys.bill(b.building, b.month, b.room_id),
  entity: 'bill',
  GSI2PK: keys.roomRecords(b.building, b.room_id),
  GSI2SK: keys.roomRecord('BILL', b.month, b.id),
  ...b,
  ...(entry ? { entry } : {}),
});

export const toBill = (i: Record<string, unknown>): Stored<Bill> => ({ ...publicFields<Bill>(i), ...(i.entry ? { entry: i.entry as Entry } : {}) });
const strip = ({ entry: _entry, ...b }: Stored<Bill>): Bill => b;
export const billOut = (b: Stored<Bill>): Bill => strip(b);

export async function findBill(building: string, month: string, roomId: string): Promise<Stored<Bill>> {
  const item = await getItem(keys.bill(building, month, roomId), { consistent: true });
  if (!item) throw new NotFound(`Phòng ${roomId} (${building}) chưa có hoá đơn tháng ${month.slice(5)}/${month.slice(0, 4)}`, 'room_id');
  return toBill(item);
}

/** A building's bills of one month, in room order: one strongly consistent Query. */
export async function billsOfMonth(building: string, month: string): Promise<Stored<Bill>[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.billsOf(building, month) },
    ConsistentRead: true,
  });
  return items.map(toBill).sort((a, b) => compareNumbered(a.room_id, b.room_id));
}

/** Just who owes what for a month (room, number, total): the unpaid report walks months of these. */
export async function billTotalsOfMonth(building: string, month: string): Promise<{ room_id: string; bill_no: string; month: string; total: number }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.billsOf(building, month) },
    ProjectionExpression: 'room_id, bill_no, #month, #total',
    ExpressionAttributeNames: { '#month': 'month', '#total': 'total' },
  });
  return items.map((i) => ({ room_id: String(i.room_id), bill_no: String(i.bill_no), month: String(i.month), total: Number(i.total ?? 0) }));
}

const toRun = (i: Record<string, unknown>): BillRun => publicFields<BillRun>(i);

export async function runOf(building: string, month: string): Promise<BillRun | undefined> {
  const item = await getItem(keys.billRun(building, month), { consistent: true });
  return item ? toRun(item) : undefined;
}

/** A building's runs from `from` to `to` (months): one Query. */
export async function runsBetween(building: string, from: string, to: string): Promise<BillRun[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.billRuns(building), ':lo': from, ':hi': to },
  });
  return items.map(toRun);
}

/**
 * The run record, the month's payment log, the edit lock (first open month = M) and the building's
 * billed-through mark (its readings, meter changes and prices of M and before freeze), in one transaction.
 */
export function runItems(run: BillRun): TxItem[] {
  return [
    billedThroughItem(run),
    about(
      createItem({ ...keys.billRun(run.building, run.month), entity: 'bill_run', ...run }, `Toà ${run.building} đã tính tiền tháng ${run.month}`),
      'month',
      'duplicate',
    ),
    updateItem(keys.paymentLog(run.month), {
      expression: 'SET entity = :e, #m = :m ADD buildings :b',
      names: { '#m': 'month' },
      values: { ':e': 'payment_log', ':m': run.month, ':b': new Set([run.building]) },
    }),
    monthMarkItem(keys.editLock, 'edit_lock', run.month),
  ];
}

/** A room's bill, once per room and month: a second create (a retried or concurrent run) writes nothing. */
export const createBill = (b: Bill, entry?: Entry): TxItem =>
  about(createItem(billItem(b, entry), `Phòng ${b.room_id} (${b.building}) đã có hoá đơn tháng ${b.month}`), 'room_id', 'duplicate');

/** The bill replaced on the version and status it was read with (update-payment). */
export const replaceBill = (b: Bill, entry: Entry | undefined, readVersion: number): TxItem =>
  about(
    putItem(billItem(b, entry), {
      expression: '#v = :v AND #s = :open AND (attribute_not_exists(paid) OR paid = :none)',
      names: { '#v': 'version', '#s': 'status' },
      values: { ':v': readVersion, ':open': 'open', ':none': 0 },
      conflict: `Hoá đơn phòng ${b.room_id} vừa được người khác thay đổi hoặc đã thu tiền, vui lòng tải lại`,
    }),
    'version',
  );

/** The stays of one room, as the run needs them (the room's timeline: one Query). */
export async function staysOfRoom(building: string, roomId: string): Promise<StayLine[]> {
  const items = await byRoom(building, roomId, 'STAY');
  return items.map((i) => ({
    id: String(i.id),
    start_date: String(i.start_date),
    ...(i.leave_date ? { leave_date: String(i.leave_date) } : {}),
    status: String(i.status),
    rent: Number(i.rent ?? 0),
    rent_history: (i.rent_history as StayLine['rent_history'] | undefined) ?? [],
    contract_no: String(i.contract_no ?? ''),
    customer_name: String((i.occupants as { name?: string }[] | undefined)?.[0]?.name ?? ''),
  }));
}

/** A bill with what was paid of it (the stays' receivables migration reads a room's). */
export interface BillPaid {
  id: string;
  bill_no: string;
  month: string;
  date: string;
  stay_id?: string;
  total: number;
  paid: number;
}

export const billPaidOf = (b: Item): BillPaid => ({
  id: String(b.id),
  bill_no: String(b.bill_no),
  month: String(b.month),
  date: String(b.date),
  ...(b.stay_id ? { stay_id: String(b.stay_id) } : {}),
  total: Number(b.total ?? 0),
  // Bills from before receipts kept `paid` have none: open ones were unpaid.
  paid: b.paid !== undefined ? Number(b.paid) : b.status === 'paid' ? Number(b.total ?? 0) : 0,
});

/** Every bill of one room, any month (the room's timeline: one Query). */
export async function billsPaidOfRoom(building: string, roomId: string): Promise<BillPaid[]> {
  return (await byRoom(building, roomId, 'BILL')).map(billPaidOf);
}

/** Runs `fn` over `items`, at most `limit` at a time, answers in order. */
export async function inBatches<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export interface MonthPlan {
  bills: PlannedBill[];
  checks: BillCheck[];
  existing: Stored<Bill>[];
  /**
   * For the run record's transaction: the reading sheets and prices the plan was made from, each
   * unchanged since read. Once the run record is there they are frozen (billed-months.ts), so the bills
   * a run posts are what the readings say, whenever they are posted.
   */
  unchanged: TxItem[];
}

/** The sheets a month's table relied on (the month and back to its rows' oldest previous reading), each unchanged since read. */
function tableUnchanged(
  building: BuildingCode,
  type: 'E' | 'W',
  month: string,
  rows: readonly { previous: number | null; previous_month: string | null }[],
  sheets: readonly Sheet[],
): TxItem[] {
  const previous = rows.flatMap((r) => (r.previous_month !== null && r.previous !== null ? [{ value: r.previous, month: r.previous_month }] : []));
  const conflict = 'Chỉ số vừa được người khác thay đổi, vui lòng tính tiền lại';
  return sheetsUnchanged(building, type, [month, ...reliedMonths(month, previous)], sheets).map((c) => ({ ...c, conflict, field: 'month' }));
}

/**
 * What a building's month would bill: every room's stays (its timeline, 8 Queries at a time), the
 * month's electricity and water tables (usage and amount at the dated price), internet prices, and
 * the bills already made (those rooms are neither checked nor billed again).
 */
export async function planMonth(building: BuildingCode, month: string): Promise<MonthPlan> {
  const [{ rooms, persons }, eSheets, wSheets, prices, internet, existing] = await Promise.all([
    roomsAndPersons(building),
    sheetsAround(building, 'E', month),
    sheetsAround(building, 'W', month),
    priceSettings(),
    internetChargesFor(building, month),
    billsOfMonth(building, month),
  ]);
  const tableOfType = (type: 'E' | 'W', sheets: Sheet[]) => readingTable({ building, type, month, rooms, sheets, personsNow: persons, prices: prices.prices });
  const [e, w] = [tableOfType('E', eSheets), tableOfType('W', wSheets)];
  const done = new Set(existing.map((b) => b.room_id));
  const rows = e.rows.filter((r) => !done.has(r.room_id));
  const stays = await inBatches(rows, 8, (r) => staysOfRoom(building, r.room_id));
  const water = new Map(w.rows.map((r) => [r.room_id, r]));
  const bills = rows.map((r, i) =>
    planBill(month, {
      room_id: r.room_id,
      stays: stays[i]!,
      electricity: r,
      water: water.get(r.room_id),
      water_mode: w.price.mode === 'per_person' ? 'per_person' : 'per_m3',
      electricity_price: e.price.unit_price,
      water_price: w.price.unit_price,
      internet: internet.get(r.room_id)?.monthly_price ?? 0,
    }),
  );
  const unchanged = [
    ...tableUnchanged(building, 'E', month, e.rows, eSheets),
    ...tableUnchanged(building, 'W', month, w.rows, wSheets),
    conditionCheck(keys.priceSettings, {
      ...(prices.version === 0
        ? { expression: 'attribute_not_exists(PK)' }
        : { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': prices.version } }),
      conflict: 'Bảng giá vừa được thay đổi, vui lòng tính tiền lại',
      field: 'month',
      code: 'stale',
    }),
  ];
  return { bills: bills.filter((b) => b.stay), checks: bills.flatMap((b) => b.checks), existing, unchanged };
}

/** The stored shape of a planned bill. */
export function billOf(building: BuildingCode, month: string, p: PlannedBill, by: string, at: string): Bill {
  const stay = p.stay!;
  return {
    id: billId(building, month, p.room_id),
    bill_no: billNo(building, month, p.room_id),
    building,
    month,
    room_id: p.room_id,
    date: lastDayOf(month),
    stay_id: stay.id,
    contract_no: stay.contract_no,
    customer_name: stay.customer_name,
    lines: p.lines,
    total: p.total,
    status: 'open',
    version: 1,
    created_at: at,
    created_by: by,
  };
}
