import { ulid } from 'ulid';
import type { ReadingChange, ReadingTable } from '../../../shared/api/readings';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { addMonths, monthText } from '../../../shared/dates';
import { METER_TYPE_NAMES, type MeterType } from '../../../shared/readings/usage';
import type { Caller } from '../../platform/claims';
import { keys } from '../../platform/db/keys';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { queryAll, queryPages } from '../../platform/db/query';
import { getMany } from '../../platform/db/items';
import { BadRequest, Conflict } from '../../platform/errors';
import { allOf, publicFields, type Filter } from '../../platform/db/records';
import { monthsBetween, vnDayStart } from '../../platform/time';
import { conditionCheck, createItem, putItem, type TxItem } from '../../platform/db/transact';
import { storedPrices } from '../../admin';
import { roomsOf } from '../../kernel/model/room';
import { assemble, byPiece, changedPieces, monthEnd, pieceOf, type StoredHead, type StoredPiece } from './sheet-pieces';
import { emptySheet, LOOK_AHEAD, LOOK_BACK, AVERAGE_MONTHS, readingTable, type RoomLine, type Sheet } from './reading-table';

/**
 * The meter-reading record: one sheet per building, type and month (`READING#<b>#<type>` / `<month>`)
 * holding the month's meter changes and version, its rooms' readings in pieces of about a floor right
 * after it (sheet-pieces.ts), so that a building's save is one transaction and the months around it
 * are one Query. Every write of a month (readings or a meter change) puts its sheet back conditioned
 * on the version it read, with the pieces it changed, and checks the other months it relied on are
 * unchanged.
 */

const ENTITY = 'reading_sheet';
const PIECE = 'reading_piece';
/** Pieces one write may put: with the sheet, its head, the months it relied on (≤ 26) and the log, under 100. */
const MAX_PIECES_A_WRITE = 50;
/** A read that kept finding a write in progress: the months are being saved right now. */
const READS = 4;

/** The sheet's own item: everything but the readings, and the version of each of its pieces. */
const headItem = (s: Sheet, pieces: Record<string, number>) => {
  const { rooms: _rooms, storage: _storage, ...rest } = s;
  return { ...keys.readingSheet(s.building, s.type, s.month), entity: ENTITY, ...rest, pieces };
};

const pieceItem = (s: Pick<Sheet, 'building' | 'type' | 'month' | 'version'>, piece: string, rooms: Sheet['rooms']) => ({
  ...keys.readingPiece(s.building, s.type, s.month, piece),
  entity: PIECE,
  building: s.building,
  type: s.type,
  month: s.month,
  piece,
  version: s.version,
  rooms,
});

/** The items a sheet is stored as, all at its version (tests and imports that put a whole sheet). */
export const sheetItems = (s: Sheet): Record<string, unknown>[] => {
  const pieces = byPiece(s.rooms);
  return [headItem(s, Object.fromEntries([...pieces.keys()].map((p) => [p, s.version]))), ...[...pieces].map(([p, rooms]) => pieceItem(s, p, rooms))];
};

function split(items: readonly Record<string, unknown>[]): { heads: StoredHead[]; pieces: StoredPiece[] } {
  const heads: StoredHead[] = [];
  const pieces: StoredPiece[] = [];
  for (const i of items) {
    if (typeof i.piece === 'string') {
      pieces.push({ month: String(i.month), piece: i.piece, version: Number(i.version ?? 0), rooms: (i.rooms ?? {}) as Sheet['rooms'] });
      continue;
    }
    const { rooms, pieces: listed, version, ...rest } = publicFields<Sheet & { pieces?: Record<string, number> }>(i);
    heads.push({
      month: String(i.month),
      version: Number(version ?? 0),
      pieces: Object.fromEntries(Object.entries(listed ?? {}).map(([p, v]) => [p, Number(v)])),
      ...(rooms ? { rooms } : {}),
      rest: { ...rest, meter_changes: rest.meter_changes ?? {} },
    });
  }
  return { heads, pieces };
}

/** Reads until a read is not torn by a save in progress (sheet-pieces.ts `assemble`). */
async function untorn(read: () => Promise<Sheet[] | undefined>, label: string): Promise<Sheet[]> {
  for (let attempt = 0; attempt < READS; attempt++) {
    const sheets = await read();
    if (sheets) return sheets;
    // The save being committed is one transaction: a moment later it is all there.
    await new Promise((r) => setTimeout(r, 10 * 2 ** attempt));
  }
  throw new Conflict(`${label} đang được lưu, vui lòng tải lại`, 'version', 'stale');
}

export const sheetLabel = (building: string, type: MeterType, month: string) => `bảng số ${METER_TYPE_NAMES[type]} tháng ${monthText(month)} toà ${building}`;

/** A building's sheets of one type from `from` to `to` (months), oldest first, every room: one strongly consistent Query. */
export async function sheetsBetween(building: BuildingCode, type: MeterType, from: string, to: string): Promise<Sheet[]> {
  return untorn(
    async () => {
      const items = await queryAll({
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': keys.readingSheets(building, type), ':lo': from, ':hi': monthEnd(to) },
        ConsistentRead: true,
      });
      const { heads, pieces } = split(items);
      return assemble(heads, pieces);
    },
    sheetLabel(building, type, to),
  );
}

/**
 * Rooms whose entries one projected read asks for: each adds `#R.#rN, #C.#rN` (about 20 characters)
 * to the ProjectionExpression, and DynamoDB refuses an expression over 4 KB.
 */
const PROJECTED_ROOMS = 100;

/**
 * The same sheets as `sheetsBetween`, each narrowed to `roomIds`' readings and meter changes: one
 * BatchGet of each month's own item and the rooms' pieces (sheet-pieces.ts), projected to their
 * entries, so what a read of a few rooms carries back is the same whatever the building's size. Rooms
 * absent from a sheet are absent from its maps, as in the whole sheet. More than PROJECTED_ROOMS
 * rooms: one BatchGet per slice, the read again unless every slice saw the same versions.
 */
export async function roomSheetsBetween(building: BuildingCode, type: MeterType, from: string, to: string, roomIds: readonly string[]): Promise<Sheet[]> {
  const ids = [...new Set(roomIds)];
  const slices = Array.from({ length: Math.max(1, Math.ceil(ids.length / PROJECTED_ROOMS)) }, (_, i) =>
    ids.slice(i * PROJECTED_ROOMS, (i + 1) * PROJECTED_ROOMS),
  );
  const months = monthsBetween(from, to);
  const readSlice = async (slice: string[]) => {
    const wanted = new Set(slice.map(pieceOf));
    const items = await getMany(
      months.flatMap((m) => [keys.readingSheet(building, type, m), ...[...wanted].map((p) => keys.readingPiece(building, type, m, p))]),
      {
        consistent: true,
        // Room ids go through names (#r0, #r1 …): they may hold '-' and need not be valid expression words.
        projection: ['#b', '#t', '#m', '#v', '#P', '#p', ...slice.flatMap((_, i) => [`#R.#r${i}`, `#C.#r${i}`])].join(', '),
        names: {
          '#b': 'building',
          '#t': 'type',
          '#m': 'month',
          '#v': 'version',
          '#P': 'pieces',
          '#p': 'piece',
          ...(slice.length ? { '#R': 'rooms', '#C': 'meter_changes' } : {}),
          ...Object.fromEntries(slice.map((id, i) => [`#r${i}`, id])),
        },
      },
    );
    const { heads, pieces } = split(items);
    return assemble(heads, pieces, wanted);
  };
  return untorn(
    async () => {
      const reads = await Promise.all(slices.map(readSlice));
      if (reads.some((r) => !r)) return undefined;
      const byMonth = new Map<string, Sheet>();
      for (const sheet of reads.flatMap((r) => r!)) {
        const seen = byMonth.get(sheet.month);
        if (seen && seen.version !== sheet.version) return undefined;
        byMonth.set(
          sheet.month,
          seen ? { ...seen, rooms: { ...seen.rooms, ...sheet.rooms }, meter_changes: { ...seen.meter_changes, ...sheet.meter_changes } } : sheet,
        );
      }
      return [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
    },
    sheetLabel(building, type, to),
  );
}

/** The sheets a read or write of `month` needs: the months before (previous readings, averages) and, for a write, after. */
export const sheetsAround = (building: BuildingCode, type: MeterType, month: string, ahead = false) =>
  sheetsBetween(building, type, addMonths(month, -(LOOK_BACK + AVERAGE_MONTHS)), ahead ? addMonths(month, LOOK_AHEAD) : month);

/** `sheetsAround` (no look ahead) narrowed to `roomIds`: what a page of rooms of the reading table reads. */
export const roomSheetsAround = (building: BuildingCode, type: MeterType, month: string, roomIds: readonly string[]) =>
  roomSheetsBetween(building, type, addMonths(month, -(LOOK_BACK + AVERAGE_MONTHS)), month, roomIds);

/** A sheet's head (`READHEAD#<b>#<type>` / `<month>`): the month and version the sheet has now. */
export const sheetHeadItem = (s: Pick<Sheet, 'building' | 'type' | 'month' | 'version'>) => ({
  ...keys.readingHead(s.building, s.type, s.month),
  entity: 'reading_head',
  building: s.building,
  type: s.type,
  month: s.month,
  version: s.version,
});

/**
 * The sheet as it is written, conditioned on the version it was read at (0: not there yet), the
 * pieces whose readings changed (each on the version it was read at, or created), and its head beside
 * it in the same transaction: every write of a sheet moves both, so a head's version is the sheet's.
 * `read` is the sheet as read (a whole one: a narrowed read is never written back).
 */
export function putSheet(next: Sheet, read: Sheet): TxItem[] {
  if (read.storage?.narrowed) throw new Error('putSheet: a sheet read for some rooms only cannot be written back');
  const conflict = `${sheetLabel(next.building, next.type, next.month)} vừa được người khác thay đổi, vui lòng tải lại`;
  const listed = read.storage?.pieces ?? {};
  const changed = changedPieces(read, next, read.storage?.inline ?? false);
  // Far above any building's floors (a numbered floor is one piece), well within a transaction's 100 items.
  if (changed.size > MAX_PIECES_A_WRITE)
    throw new BadRequest(`Một lần lưu chỉ số được tối đa ${MAX_PIECES_A_WRITE} tầng (nhóm số phòng), lần này ${changed.size}: hãy lưu theo từng tầng`, [
      { path: 'body.readings', message: `Tối đa ${MAX_PIECES_A_WRITE} tầng một lần lưu` },
    ]);
  const pieces = { ...listed, ...Object.fromEntries([...changed.keys()].map((p) => [p, next.version])) };
  // Each item on the version it was read at; one not there yet (0 / not listed) is created.
  const onVersion = (item: Record<string, unknown>, version: number | undefined): TxItem => ({
    ...putItem(
      item,
      version
        ? { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': version }, conflict }
        : { expression: 'attribute_not_exists(PK)', conflict },
    ),
    field: 'version',
    code: 'stale',
  });
  return [
    onVersion(headItem(next, pieces), read.version),
    ...[...changed].map(([p, rooms]) => onVersion(pieceItem(next, p, rooms), listed[p])),
    putItem(sheetHeadItem(next)),
  ];
}

/**
 * The heads a building's sheets of one type lack (sheets written before heads were): one Query of the
 * sheets narrowed to month and version, one of the heads. Each is a create, so a save that wrote the
 * head meanwhile keeps its own (writeSkippingChanged skips it).
 */
export async function missingSheetHeads(building: BuildingCode, type: MeterType): Promise<TxItem[]> {
  const [sheets, heads] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.readingSheets(building, type) },
      ProjectionExpression: '#m, #v, #p',
      ExpressionAttributeNames: { '#m': 'month', '#v': 'version', '#p': 'piece' },
      ConsistentRead: true,
    }),
    sheetVersions(building, type, '0000-00', '9999-99'),
  ]);
  return sheets
    .filter((s) => s.piece === undefined && !heads.has(String(s.month)))
    .map((s) =>
      createItem(
        sheetHeadItem({ building, type, month: String(s.month), version: Number(s.version ?? 0) }),
        `${sheetLabel(building, type, String(s.month))} vừa được lưu`,
      ),
    );
}

/** A building's sheet versions of one type, `from`..`to`, by month (a month without a sheet is absent): one Query of the heads. */
export async function sheetVersions(building: BuildingCode, type: MeterType, from: string, to: string): Promise<Map<string, number>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.readingHeads(building, type), ':lo': from, ':hi': to },
    ConsistentRead: true,
  });
  return new Map(items.map((i) => [String(i.month), Number(i.version)]));
}

/** The other months a write relied on: each sheet unchanged since read, or still absent. */
export function sheetsUnchanged(building: BuildingCode, type: MeterType, months: readonly string[], sheets: readonly Sheet[]): TxItem[] {
  return months.map((month) => {
    const read = sheets.find((s) => s.month === month);
    const conflict = `${sheetLabel(building, type, month)} vừa được người khác thay đổi, vui lòng tải lại`;
    return conditionCheck(keys.readingSheet(building, type, month), {
      ...(read
        ? { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': read.version } }
        : { expression: 'attribute_not_exists(PK)' }),
      conflict,
      field: 'version',
      code: 'stale',
    });
  });
}

/** How many people stay in each room of a building now (the customers' sparse "staying" index: one Query). */
export async function personsNow(building: BuildingCode): Promise<Map<string, number>> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(building) },
    ProjectionExpression: 'room_id',
  });
  const out = new Map<string, number>();
  for (const i of items) out.set(String(i.room_id), (out.get(String(i.room_id)) ?? 0) + 1);
  return out;
}

/** What a month's table needs besides the sheets: the building's rooms and who stays in them now. */
export async function roomsAndPersons(building: BuildingCode): Promise<{ rooms: RoomLine[]; persons: Map<string, number> }> {
  const [rooms, persons] = await Promise.all([roomsOf(building), personsNow(building)]);
  return { rooms: rooms.map((r) => ({ room_id: r.room_id, floor: r.floor, status: r.status })), persons };
}

/** The month's table as the screen shows it: rooms, people staying, the months before and the stored prices, read in parallel. */
export async function tableOf(building: BuildingCode, type: MeterType, month: string): Promise<ReadingTable> {
  const [{ rooms, persons }, sheets, prices] = await Promise.all([roomsAndPersons(building), sheetsAround(building, type, month), storedPrices()]);
  return readingTable({ building, type, month, rooms, sheets, personsNow: persons, prices });
}

export { emptySheet };

// --- who changed which reading (audit data) ---

export interface ReadingEdit {
  room_id: string;
  before: number | null;
  after: number;
}

/** One item per save: who changed which rooms' readings of a month, from what to what. Same transaction as the save. */
export function readingAuditItem(
  caller: Pick<Caller, 'sub' | 'username'>,
  sheet: Pick<Sheet, 'building' | 'type' | 'month'>,
  edits: readonly ReadingEdit[],
  at: string,
): TxItem {
  const id = ulid();
  return createItem(
    {
      ...keys.readingAudit(sheet.building, at, id),
      entity: 'reading_audit',
      id,
      at,
      actor: { user_id: caller.sub, username: caller.username },
      building: sheet.building,
      type: sheet.type,
      month: sheet.month,
      room_ids: edits.map((e) => e.room_id),
      edits,
    },
    'Lịch sử chỉ số trùng khoá',
  );
}

/** The rows of one audit item (one per room changed), optionally of one room only. */
export function auditRows(item: Record<string, unknown>, roomId?: string): ReadingChange[] {
  const edits = (item.edits as ReadingEdit[] | undefined) ?? [];
  return edits
    .filter((e) => !roomId || e.room_id === roomId)
    .map((e) => ({
      id: `${String(item.id)}#${e.room_id}`,
      at: String(item.at),
      actor: item.actor as ReadingChange['actor'],
      building: item.building as BuildingCode,
      type: item.type as MeterType,
      month: String(item.month),
      room_id: e.room_id,
      before: e.before ?? null,
      after: Number(e.after),
    }));
}

/**
 * Who entered or changed which reading, newest first: one audit item per save, read one month
 * partition at a time from `to` back to `from`. A page ends at a save's boundary once it holds
 * `limit` rows (a save's rows are never split), and its cursor must name a partition of the range.
 */
export async function auditPage(query: {
  building: BuildingCode;
  from: string;
  to: string;
  type?: MeterType;
  room_id?: string;
  limit: number;
  cursor?: string;
}): Promise<{ items: ReadingChange[]; cursor?: string }> {
  const lower = vnDayStart(query.from).toISOString();
  const upper = new Date(vnDayStart(query.to).getTime() + 86_400_000).toISOString();
  const prefix = keys.readingAuditMonth(query.building, '');
  const start = query.cursor
    ? decodeCursor(
        query.cursor,
        ['PK', 'SK'],
        (k) =>
          k.PK.startsWith(prefix) &&
          /^\d{4}-\d{2}$/.test(k.PK.slice(prefix.length)) &&
          k.SK >= lower &&
          k.SK < upper &&
          k.SK.slice(0, 7) === k.PK.slice(prefix.length),
      )
    : undefined;
  // Partitions are UTC months of the instant, as the log's: a Vietnamese day starts at 17:00 UTC the day before.
  const months = monthsBetween(lower.slice(0, 10), upper.slice(0, 10))
    .reverse()
    .filter((m) => !start || keys.readingAuditMonth(query.building, m) <= start.PK);
  const filter = allOf(
    query.type ? { expression: '#type = :type', names: { '#type': 'type' }, values: { ':type': query.type } } : undefined,
    query.room_id ? ({ expression: 'contains(room_ids, :room)', values: { ':room': query.room_id } } satisfies Filter) : undefined,
  );

  const items: ReadingChange[] = [];
  let last: Record<string, string> | undefined;
  outer: for (const month of months) {
    const pk = keys.readingAuditMonth(query.building, month);
    const pages = queryPages(
      {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        FilterExpression: filter?.expression,
        ExpressionAttributeNames: filter?.names,
        ExpressionAttributeValues: { ':pk': pk, ':lo': lower, ':hi': upper, ...filter?.values },
        ScanIndexForward: false,
      },
      start && start.PK === pk ? start : undefined,
    );
    for await (const page of pages)
      for (const item of page) {
        items.push(...auditRows(item, query.room_id));
        if (items.length >= query.limit) {
          last = { PK: String(item.PK), SK: String(item.SK) };
          break outer;
        }
      }
  }
  return { items, ...(last ? { cursor: encodeCursor(last) } : {}) };
}
