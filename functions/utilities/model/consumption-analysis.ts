import { finalizedEarly, finalizedOn, type AnalysisLog, type AnalysisRow } from '../../../shared/api/utilities';
import { BUILDING_CODES } from '../../../shared/catalog/buildings';
import type { DeviceCode } from '../../../shared/catalog/devices';
import { addMonths, lastDayOf, monthText, vnToday } from '../../../shared/dates';
import { METER_TYPE_NAMES, type MeterType } from '../../../shared/readings/usage';
import { auditItem } from '../../platform/audit';
import type { Caller } from '../../platform/claims';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { publicFields } from '../../platform/db/records';
import { about, conditionCheck, createItem, deleteItem, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { commit } from '../../kernel/commit';
import { analysisRows, ANALYSIS_LOOK_BACK, firstDifference, type RoomNote } from '../rules/analysis-rules';
import { savedRowsItem, storedRowsOf, type SavedRow, type StoredRow } from './analysis-saved-rows';
import { dayDash, monthDash } from '../../bills';
import { personsNow, sheetsBetween, sheetsUnchanged } from '../../readings';
import { roomsOf } from '../../kernel/model/room';
import { utilitySettingsNow } from './utility-settings';

/**
 * Finalizing the consumption analysis of every room for a month (business rules §6), and taking it
 * back: the rows computed from the reading sheets of M−6..M per building (never the history) and the
 * devices assigned (or carried from the three months before). Finalizing writes the log and one rows
 * item per building (analysis-saved-rows.ts) in one transaction conditioned on the log not existing:
 * the month is then read-only for the analysis and the devices (notes and flag reviews stay
 * writable). The GETs read a page of rooms at a time (analysis-page.ts).
 */

export type AnalysisCaller = Pick<Caller, 'sub' | 'username'>;

export const ALREADY_FINALIZED = 'Tháng này đã chốt báo cáo';
export const STALE_ROWS = 'Số liệu đã thay đổi từ lúc lấy dữ liệu, vui lòng lấy dữ liệu lại';

const partition = (pk: string) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });

interface Final {
  log: AnalysisLog | null;
  rows: StoredRow[];
}

/** A month's finalized analysis of a type: its log and saved rows (one Query of its partition), or log null. */
async function finalOf(type: MeterType, month: string): Promise<Final> {
  const items = await partition(keys.analysisFinal(type, month));
  const log = items.find((i) => i.SK === 'LOG');
  const rows = items.filter((i) => String(i.SK).startsWith('ROWS#')).flatMap((i) => [...storedRowsOf(i).values()]);
  return { log: log ? publicFields<AnalysisLog>(log) : null, rows };
}

export async function analysisLogOf(type: MeterType, month: string): Promise<AnalysisLog | null> {
  const item = await getItem(keys.analysisLog(type, month));
  return item ? publicFields<AnalysisLog>(item) : null;
}

const roomKey = (building: string, room: string) => `${building}#${room}`;

/** The device items of a month, by `<building>#<room>` (one Query; the month's marker left out). */
async function deviceItemsOf(month: string): Promise<Map<string, DeviceCode[]>> {
  const items = await partition(keys.analysisDevicesOf(month));
  return new Map(items.filter((i) => i.entity === 'analysis_devices').map((i) => [String(i.SK), (i.devices as DeviceCode[]) ?? []]));
}

/** One room's note and flag review of a month's analysis, with the version its next save is conditioned on (0: none yet). */
export async function analysisNoteOf(type: MeterType, month: string, building: string, room: string): Promise<RoomNote & { version: number }> {
  const i = await getItem(keys.analysisNote(type, month, building, room));
  return {
    note: (i?.note as string | null | undefined) ?? null,
    flag_review: (i?.flag_review as RoomNote['flag_review'] | undefined) ?? null,
    version: Number(i?.version ?? 0),
  };
}

/** One room's devices of a month, if saved, with the version its next save is conditioned on (0: none yet). */
export async function analysisDevicesOf(month: string, building: string, room: string): Promise<{ devices?: DeviceCode[]; version: number }> {
  const i = await getItem(keys.analysisDevices(month, building, room));
  return i ? { devices: (i.devices as DeviceCode[] | undefined) ?? [], version: Number(i.version ?? 0) } : { version: 0 };
}

/** A month's finalized analysis: the electricity one if finalized, else the water one, else none. */
const finalOfEither = (e: Final, w: Final): Final | undefined => (e.log ? e : w.log ? w : undefined);

/**
 * The devices of each room in month M, the same for both analyses (and for a page of rooms,
 * analysis-page.ts `devicesIn`): the devices saved with M's finalized rows, else M's own assignment,
 * else the newest of M−1..M−3 (rows finalized that month, else an assignment), else none. 4 + 8
 * Queries, in one wave: what a finalize reads, which computes every room.
 */
async function devicesResolver(month: string): Promise<{ devicesOf: (building: string, room: string) => DeviceCode[] }> {
  const back = [0, 1, 2, 3].map((n) => addMonths(month, -n));
  const [assigned, finals] = await Promise.all([
    Promise.all(back.map(deviceItemsOf)),
    Promise.all(back.map(async (m) => finalOfEither(...(await Promise.all([finalOf('E', m), finalOf('W', m)]))))),
  ]);
  const saved = finals.map((f) => f && new Map(f.rows.map((r) => [roomKey(r.building, r.room_id), r.devices])));
  const devicesOf = (building: string, room: string) => {
    const key = roomKey(building, room);
    for (let n = 0; n < back.length; n++) {
      const own = saved[n]?.get(key) ?? assigned[n]!.get(key);
      if (own) return [...own];
    }
    return [];
  };
  return { devicesOf };
}

/** The rows as computed now from the readings, all buildings in order (what a finalize stores and compares). */
async function freshRows(type: MeterType, month: string): Promise<{ rows: AnalysisRow[]; sheetChecks: TxItem[] }> {
  const current = month >= vnToday().slice(0, 7);
  const [settings, { devicesOf }, perBuilding] = await Promise.all([
    utilitySettingsNow(),
    devicesResolver(month),
    Promise.all(
      BUILDING_CODES.map((b) =>
        Promise.all([roomsOf(b), sheetsBetween(b, type, addMonths(month, -ANALYSIS_LOOK_BACK), month), current ? personsNow(b) : undefined]),
      ),
    ),
  ]);
  const rows = BUILDING_CODES.flatMap((building, i) => {
    const [rooms, sheets, persons] = perBuilding[i]!;
    return analysisRows({
      building,
      type,
      month,
      rooms,
      sheets,
      personsNow: persons,
      devicesOf: (room) => devicesOf(building, room),
      notes: new Map(),
      settings,
    });
  });
  // What a finalize stores must still be what the readings say at its commit: each sheet read unchanged (or still absent).
  const months = Array.from({ length: ANALYSIS_LOOK_BACK + 1 }, (_, n) => addMonths(month, -n));
  const sheetChecks = BUILDING_CODES.flatMap((building, i) =>
    sheetsUnchanged(building, type, months, perBuilding[i]![1]).map((c) => ({ ...c, conflict: STALE_ROWS, field: 'analyses' })),
  );
  return { rows, sheetChecks };
}

/**
 * Finalizes a month's analysis of a type. `staff`: the client's rows must equal the rows recomputed
 * now (409 otherwise) and a finalized month is a 409; `system` (the month-end job): no rows to compare,
 * and a finalized month is left as it is (`written: false`).
 */
export async function finalizeAnalysis(
  type: MeterType,
  month: string,
  caller: AnalysisCaller,
  source: 'staff' | 'system',
  clientRows?: readonly Parameters<typeof firstDifference>[0][number][],
): Promise<{ written: boolean; message: string }> {
  const message = `Đã chốt báo cáo phân tích ${METER_TYPE_NAMES[type]} tháng ${monthText(month)}`;
  const refuse = () => {
    if (source === 'system') return { written: false, message: ALREADY_FINALIZED };
    throw new Conflict(ALREADY_FINALIZED, 'month', 'state');
  };
  const [log, mark] = await Promise.all([analysisLogOf(type, month), getItem(keys.analysisDevicesMark(month))]);
  if (log) return refuse();
  const { rows, sheetChecks } = await freshRows(type, month);
  if (clientRows) {
    const difference = firstDifference(clientRows, rows);
    if (difference) throw new Conflict(`${STALE_ROWS} (${difference})`, 'analyses', 'stale');
  }
  const at = nowIso();
  const entry: AnalysisLog = {
    month,
    type,
    date_start: `${month}-01`,
    date_end: lastDayOf(month),
    finalized_at: at,
    finalized_by: caller.username,
    source,
    room_count: rows.length,
    totals: {
      two_months_ago: rows.reduce((s, r) => s + r.two_months_ago_consumption, 0),
      previous_month: rows.reduce((s, r) => s + r.previous_month_consumption, 0),
      current: rows.reduce((s, r) => s + r.consumption, 0),
    },
  };
  const saved = BUILDING_CODES.map((building) => {
    const own: SavedRow[] = rows.filter((r) => r.building === building).map(({ note: _n, flag_review: _f, ...r }) => r);
    return savedRowsItem(type, month, building, own, ALREADY_FINALIZED);
  });
  const markVersion = mark ? Number(mark.version) : undefined;
  try {
    await commit(
      [
        { ...createItem({ ...keys.analysisLog(type, month), entity: 'analysis_log', ...entry }, ALREADY_FINALIZED), field: 'month', code: 'state' },
        ...saved,
        conditionCheck(keys.analysisDevicesMark(month), {
          ...(markVersion === undefined
            ? { expression: 'attribute_not_exists(PK)' }
            : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': markVersion } }),
          conflict: STALE_ROWS,
          field: 'analyses',
          code: 'stale',
        }),
        ...sheetChecks,
        auditItem(
          caller,
          {
            action: 'update',
            entity: 'consumption_analysis',
            entityId: `${type}-${month}`,
            entityName: `Phân tích ${METER_TYPE_NAMES[type]} tháng ${monthText(month)}`,
            summary: `${message} (${rows.length} phòng${source === 'system' ? ', tự động cuối tháng' : ''})`,
            after: entry.totals,
          },
          at,
        ),
      ],
      { message },
    );
  } catch (e) {
    if (source === 'system' && e instanceof Conflict && e.message === ALREADY_FINALIZED) return { written: false, message: ALREADY_FINALIZED };
    throw e;
  }
  return { written: true, message };
}

/**
 * Takes back a finalization made before its month was over (what finalize allowed before issue 21
 * item 4), so the month can be finalized on its real figures: by staff once it is over, or by the
 * month-end job. Any other finalized month stays closed (409), as does one not finalized (409). In ONE
 * transaction: the log deleted on the `finalized_at` read (of two unlocks one wins, the other is a
 * 409), every rows item read deleted (the devices they saved go with them, and the log's absence
 * unlocks the month's device edits), the device markers of the three months after moved on (their
 * devices were carried from these rows: a finalize of theirs that read them is refused as stale), and
 * the audit line with who, why and when it had been finalized. Notes and flag reviews stay.
 */
export async function unfinalizeAnalysis(type: MeterType, month: string, caller: AnalysisCaller, reason: string): Promise<{ message: string }> {
  const what = `báo cáo phân tích ${METER_TYPE_NAMES[type]} tháng ${monthDash(month)}`;
  const items = await partition(keys.analysisFinal(type, month));
  const stored = items.find((i) => i.SK === 'LOG');
  if (!stored) throw new Conflict(`Chưa chốt ${what}: không có gì để bỏ chốt`, 'month', 'state');
  const log = publicFields<AnalysisLog>(stored);
  const on = dayDash(finalizedOn(log));
  if (!finalizedEarly(log))
    throw new Conflict(
      `Không bỏ chốt được ${what}: đã chốt ngày ${on}, sau khi tháng kết thúc (${dayDash(lastDayOf(month))}). Chỉ bỏ chốt được báo cáo chốt khi tháng chưa kết thúc`,
      'month',
      'state',
    );
  const changed = `${what.charAt(0).toUpperCase()}${what.slice(1)} vừa được người khác bỏ chốt hoặc thay đổi, vui lòng tải lại`;
  const rows = items.filter((i) => String(i.SK).startsWith('ROWS#'));
  const thisMonth = vnToday().slice(0, 7);
  const later = [1, 2, 3].map((n) => addMonths(month, n)).filter((m) => m <= thisMonth);
  const message = `Đã bỏ chốt ${what} (đã chốt ngày ${on})`;
  const at = nowIso();
  await commit(
    [
      about(
        deleteItem(keys.analysisLog(type, month), { expression: 'finalized_at = :at', values: { ':at': log.finalized_at }, conflict: changed }),
        'month',
        'state',
      ),
      ...rows.map((r) =>
        about(
          deleteItem(keys.analysisRows(type, month, String(r.building)), { expression: 'entity = :e', values: { ':e': 'analysis_rows' }, conflict: changed }),
          'month',
          'state',
        ),
      ),
      ...later.map((m) =>
        updateItem(keys.analysisDevicesMark(m), {
          expression: 'SET entity = :e ADD #version :one',
          names: { '#version': 'version' },
          values: { ':e': 'analysis_devices_mark', ':one': 1 },
        }),
      ),
      auditItem(
        caller,
        {
          action: 'delete',
          entity: 'consumption_analysis',
          entityId: `${type}-${month}`,
          entityName: `Phân tích ${METER_TYPE_NAMES[type]} tháng ${monthText(month)}`,
          summary: `Bỏ chốt ${what}, đã chốt ngày ${on} bởi ${log.finalized_by} trước khi tháng kết thúc. Lý do: ${reason}`,
          before: { finalized_at: log.finalized_at, finalized_by: log.finalized_by, source: log.source, room_count: log.room_count, totals: log.totals },
          after: { reason },
        },
        at,
      ),
    ],
    { message },
  );
  return { message };
}
