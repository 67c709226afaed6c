import { compareAnalysisRows, type AnalysisRow } from '../../../shared/api/utilities';
import { LIST_PAGE_MAX } from '../../../shared/api/common';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import type { DeviceCode } from '../../../shared/catalog/devices';
import { addMonths, vnToday } from '../../../shared/dates';
import type { MeterType } from '../../../shared/readings/usage';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import type { Page } from '../../platform/db/page';
import { queryAll } from '../../platform/db/query';
import { roomItemsPage } from '../../kernel/model/room';
import { roomSheetsBetween } from '../../readings';
import { analysisRows, ANALYSIS_LOOK_BACK, type RoomNote } from '../rules/analysis-rules';
import { savedRowsIn } from './analysis-saved-rows';
import { utilitySettingsNow } from './utility-settings';

/**
 * A page of a month's consumption analysis (issue 23 §13: a read costs the same at ten times the
 * rooms): a page of rooms of every building (building by building, key order, only the fields a row
 * needs), and for those rooms only — the reading sheets of M−6..M narrowed to their entries, who stays
 * now (the current month), their notes and device items (a key range of the page's rooms, never a
 * month's whole partition) and, once finalized, their saved rows (narrowed the same way). Rows come in
 * the page's key order; whoever holds every page orders them (`compareAnalysisRows`).
 */

interface PageRoom {
  building: BuildingCode;
  room_id: string;
  floor: number;
}

interface Group {
  building: BuildingCode;
  rooms: PageRoom[];
}

/** A page of rooms across the buildings, as the rows need them, grouped by building (page order kept). */
async function roomsPage(page: { limit: number; cursor?: string }): Promise<{ groups: Group[]; cursor?: string }> {
  const read = await roomItemsPage(undefined, page, { ProjectionExpression: 'PK, SK, #b, room_id, floor', ExpressionAttributeNames: { '#b': 'building' } });
  const groups: Group[] = [];
  for (const i of read.items) {
    const room = { building: i.building as BuildingCode, room_id: String(i.room_id), floor: Number(i.floor) };
    const last = groups.at(-1);
    if (last?.building === room.building) last.rooms.push(room);
    else groups.push({ building: room.building, rooms: [room] });
  }
  return { groups, ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/**
 * The items of a `<building>#<room>` partition (notes, device items) of a group's rooms: one Query of
 * the key range from its first room to its last. A page's rooms of a building are consecutive in key
 * order, and `<building>#<room>` sorts as `ROOM#<room>`, so the range holds those rooms' items only.
 */
async function roomRange(pk: string, group: Group): Promise<Map<string, Record<string, unknown>>> {
  const ids = group.rooms.map((r) => r.room_id).sort();
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': pk, ':lo': `${group.building}#${ids[0]}`, ':hi': `${group.building}#${ids.at(-1)}` },
    ConsistentRead: true,
  });
  const asked = new Set(ids);
  const prefix = `${group.building}#`;
  return new Map(items.map((i) => [String(i.SK).slice(prefix.length), i] as const).filter(([room]) => asked.has(room)));
}

/**
 * How many people stay now in each of a group's rooms (the customers' sparse "staying" index, GSI1
 * `CUSTNOW#<b>` / `<room>#<id>`): one Query of the key range from its first room to its last, as the
 * reading table's page reads it (readings' `personsIn`, which its door does not export: re-exporting
 * that file would put its imports in every Lambda that imports the readings' door). Room ids are
 * letters, digits and '-' (above '#' and '$'), so `<first>#` … `<last>$` holds those rooms' customers.
 */
async function personsIn(group: Group): Promise<Map<string, number>> {
  const ids = group.rooms.map((r) => r.room_id).sort();
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(group.building), ':lo': `${ids[0]}#`, ':hi': `${ids.at(-1)}$` },
    ProjectionExpression: 'room_id',
  });
  const asked = new Set(ids);
  const out = new Map<string, number>();
  for (const i of items) {
    const room = String(i.room_id);
    if (asked.has(room)) out.set(room, (out.get(room) ?? 0) + 1);
  }
  return out;
}

/** The notes and flag reviews of a group's rooms in a month's analysis, by room. */
async function notesIn(type: MeterType, month: string, group: Group): Promise<Map<string, RoomNote>> {
  const items = await roomRange(keys.analysisNotesOf(type, month), group);
  return new Map(
    [...items].map(([room, i]) => [
      room,
      { note: (i.note as string | null | undefined) ?? null, flag_review: (i.flag_review as RoomNote['flag_review']) ?? null },
    ]),
  );
}

/** M, M−1, M−2, M−3: the months a room's devices may come from. */
const BACK = [0, 1, 2, 3];

/**
 * Which analysis of each of M..M−3 is finalized, electricity first (a room's devices are the same for
 * both), and whether `type`'s analysis of M is: the eight logs, one BatchGet.
 */
async function finalsBack(month: string): Promise<{ finals: (MeterType | undefined)[]; finalized: (type: MeterType) => boolean }> {
  const months = BACK.map((n) => addMonths(month, -n));
  const logs = await getMany(
    months.flatMap((m) => (['E', 'W'] as const).map((t) => keys.analysisLog(t, m))),
    { consistent: true },
  );
  const has = new Set(logs.map((i) => String(i.PK)));
  const of = (t: MeterType, m: string) => has.has(keys.analysisFinal(t, m));
  return { finals: months.map((m) => (of('E', m) ? 'E' : of('W', m) ? 'W' : undefined)), finalized: (t) => of(t, month) };
}

/**
 * The devices of a group's rooms in month M (as `devicesResolver` decides for every room): those
 * saved with the finalized rows of M, else M's own assignment, else the newest of M−1..M−3 (finalized
 * rows of that month, else an assignment), else none. Per month: one range of device items and, when
 * finalized, the saved rows' devices of these rooms.
 */
async function devicesIn(month: string, finals: readonly (MeterType | undefined)[], group: Group): Promise<(room: string) => DeviceCode[]> {
  const ids = group.rooms.map((r) => r.room_id);
  const perMonth = await Promise.all(
    BACK.map(async (n) => {
      const m = addMonths(month, -n);
      const final = finals[n];
      const [saved, assigned] = await Promise.all([
        final ? savedRowsIn(final, m, group.building, ids, 'devices') : undefined,
        roomRange(keys.analysisDevicesOf(m), group),
      ]);
      return { saved, assigned };
    }),
  );
  return (room) => {
    for (const { saved, assigned } of perMonth) {
      const item = assigned.get(room);
      const own = saved?.get(room)?.devices ?? (item ? ((item.devices as DeviceCode[] | undefined) ?? []) : undefined);
      if (own) return [...own];
    }
    return [];
  };
}

/** A group's rows computed now from the readings (the month not finalized), in the group's order. */
async function freshGroupRows(
  type: MeterType,
  month: string,
  group: Group,
  finals: readonly (MeterType | undefined)[],
  settings: Parameters<typeof analysisRows>[0]['settings'],
) {
  const ids = group.rooms.map((r) => r.room_id);
  const current = month >= vnToday().slice(0, 7);
  const [sheets, persons, notes, devicesOf] = await Promise.all([
    roomSheetsBetween(group.building, type, addMonths(month, -ANALYSIS_LOOK_BACK), month, ids),
    current ? personsIn(group) : undefined,
    notesIn(type, month, group),
    devicesIn(month, finals, group),
  ]);
  const rows = analysisRows({ building: group.building, type, month, rooms: group.rooms, sheets, personsNow: persons, devicesOf, notes, settings });
  // analysisRows lists a building in floor order; a page keeps its key order (the cursor's).
  const byRoom = new Map(rows.map((r) => [r.room_id, r]));
  return group.rooms.map((r) => byRoom.get(r.room_id)!);
}

/** A group's saved rows (the month finalized), notes merged, in the group's order; a room finalize did not store is left out. */
async function savedGroupRows(type: MeterType, month: string, group: Group): Promise<AnalysisRow[]> {
  const ids = group.rooms.map((r) => r.room_id);
  const [saved, notes] = await Promise.all([savedRowsIn(type, month, group.building, ids), notesIn(type, month, group)]);
  return group.rooms.flatMap((room) => {
    const row = saved.get(room.room_id) as Omit<AnalysisRow, 'floor' | 'note' | 'flag_review'> | undefined;
    if (!row) return [];
    const note = notes.get(room.room_id);
    // Rows finalized before the floor was kept take the room's own (rooms keep their floor).
    return [{ ...row, floor: room.floor, note: note?.note ?? null, flag_review: note?.flag_review ?? null }];
  });
}

/** One page of a month's analysis: the saved rows once finalized, else computed now; notes and reviews merged in. */
export async function analysisPage(
  type: MeterType,
  month: string,
  page: { limit: number; cursor?: string },
): Promise<Page<AnalysisRow> & { finalized: boolean }> {
  const [{ groups, cursor }, { finals, finalized }, settings] = await Promise.all([roomsPage(page), finalsBack(month), utilitySettingsNow()]);
  const done = finalized(type);
  const rows = await Promise.all(groups.map((g) => (done ? savedGroupRows(type, month, g) : freshGroupRows(type, month, g, finals, settings))));
  return { finalized: done, items: rows.flat(), ...(cursor ? { cursor } : {}) };
}

export interface RoomDevices {
  building: BuildingCode;
  room_id: string;
  devices: DeviceCode[];
}

/**
 * One page of the rooms' devices of a month: once either analysis of it is finalized (electricity
 * first), the devices saved with its rows (rooms it did not store left out); else each room's as
 * `devicesIn` decides.
 */
export async function devicesPage(month: string, page: { limit: number; cursor?: string }): Promise<Page<RoomDevices>> {
  const [{ groups, cursor }, { finals }] = await Promise.all([roomsPage(page), finalsBack(month)]);
  const final = finals[0];
  const rows = await Promise.all(
    groups.map(async (g): Promise<RoomDevices[]> => {
      if (final) {
        const saved = await savedRowsIn(
          final,
          month,
          g.building,
          g.rooms.map((r) => r.room_id),
          'devices',
        );
        return g.rooms.flatMap((r) => (saved.has(r.room_id) ? [{ building: g.building, room_id: r.room_id, devices: saved.get(r.room_id)!.devices }] : []));
      }
      const devicesOf = await devicesIn(month, finals, g);
      return g.rooms.map((r) => ({ building: g.building, room_id: r.room_id, devices: devicesOf(r.room_id) }));
    }),
  );
  return { items: rows.flat(), ...(cursor ? { cursor } : {}) };
}

/**
 * Every room's rows of a month in the screen's order (the month-end files): every page of the
 * largest size, one after the other. Not a request's read: the job's.
 */
export async function computeAnalysis(type: MeterType, month: string): Promise<AnalysisRow[]> {
  const rows: AnalysisRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await analysisPage(type, month, { limit: LIST_PAGE_MAX, ...(cursor ? { cursor } : {}) });
    rows.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return rows.sort(compareAnalysisRows);
}
