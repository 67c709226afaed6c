import { METER_TYPE_NAMES, type MeterType } from '../../shared/readings/usage';
import { auditItem } from '../platform/audit';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { emptySheet, putSheet, readingAuditItem, sheetsBetween, type ReadingEdit, type Sheet } from '../readings';
import { emptyInternalSheet, internalSheetsBetween, putInternalSheet, unitCostNow } from '../utilities';
import { cutOverMonth, marked, type BatchContext, type BuildingCode } from './commit-context';
import { roomKey } from './rules/context';
import { numberIn, type SheetRow } from './rules/sheet-rows';

/**
 * One building's readings of one meter type at the cut-over, on the cut-over month's sheet as the
 * reading table saves them (functions/readings/electric-water-count.ts): the sheet on its version, the
 * audit of what changed, the log line. The month after is then billed from them: usage = its reading
 * less this one. `persons`: the tenants the file puts in the room. Internal consumers (washing
 * machines, security) go on the month's internal sheet the same way; a first reading has no usage,
 * so it posts no expense.
 */
export async function writeReadings(
  building: BuildingCode,
  type: MeterType,
  internal: boolean,
  rows: readonly SheetRow[],
  persons: ReadonlyMap<string, number>,
  key: string,
  c: BatchContext,
): Promise<void> {
  const at = nowIso();
  const month = cutOverMonth(c);
  const field = type === 'E' ? 'electricity' : 'water';
  const meterOf = (r: SheetRow) => (internal ? String(r.v.consumer) : String(r.v.room));
  const valueOf = (r: SheetRow) => ({
    value: numberIn(r.v[field]),
    persons: internal ? 0 : (persons.get(roomKey(building, r.v.room)) ?? 0),
    at,
    by: c.caller.username,
  });
  const name = `${internal ? 'nội bộ ' : ''}${METER_TYPE_NAMES[type]}`;
  const log = auditItem(
    c.caller,
    {
      action: 'update',
      entity: internal ? 'internal_sheet' : 'reading',
      entityId: `${building}-${type}-${month}`,
      entityName: `Bảng số ${name} ${building} ${month.slice(5, 7)}/${month.slice(0, 4)}`,
      building,
      summary: `Nhập dữ liệu ban đầu: chỉ số ${name} tại ngày chuyển đổi, ${rows.length} ${internal ? 'thiết bị' : 'phòng'} toà ${building}`,
      after: Object.fromEntries(rows.map((r) => [meterOf(r), numberIn(r.v[field])])),
    },
    at,
  );
  if (internal) {
    const [stored] = await internalSheetsBetween(building, type, month, month);
    const base = stored ?? emptyInternalSheet(building, type, month, await unitCostNow(building, type, month));
    const next = { ...base, rooms: { ...base.rooms, ...Object.fromEntries(rows.map((r) => [meterOf(r), valueOf(r)])) }, version: base.version + 1 };
    await commit([putInternalSheet(next, base.version), log, marked(c, key, at)], c.answer());
    return;
  }
  const [stored] = await sheetsBetween(building, type, month, month);
  const base: Sheet = stored ?? emptySheet(building, type, month);
  const edits: ReadingEdit[] = rows.map((r) => ({ room_id: meterOf(r), before: base.rooms[meterOf(r)]?.value ?? null, after: numberIn(r.v[field]) }));
  const next: Sheet = {
    ...base,
    rooms: { ...base.rooms, ...Object.fromEntries(rows.map((r) => [meterOf(r), valueOf(r)])) },
    version: base.version + 1,
    updated_at: at,
    updated_by: c.caller.username,
  };
  await commit([...putSheet(next, base), readingAuditItem(c.caller, next, edits, at), log, marked(c, key, at)], c.answer());
}
