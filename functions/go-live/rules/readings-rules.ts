import { internalConsumer } from '../../../shared/catalog/internal-consumers';
import { Findings, duplicates, roomKey } from './context';
import type { RoomsChecked } from './rooms-rules';
import { type Problem, type SheetRow, optionalText } from './sheet-rows';

/** The meter a reading row is about: a room, or an internal consumer (washing machine, security). */
export const meterOf = (r: SheetRow): string => (r.v.consumer ? String(r.v.consumer) : roomKey(r.v.building, r.v.room));

/**
 * Readings at the cut-over date (pure): a room or an internal consumer, not both; the room known, the
 * consumer one of its building's; each meter once.
 */
export function checkReadings(rows: readonly SheetRow[], rooms: RoomsChecked): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('readings');
  const dup = duplicates(rows, meterOf, f, 'room', 'Đồng hồ');
  const ok: SheetRow[] = [];
  for (const r of rows) {
    if (dup.has(r.row)) continue;
    const before = f.problems.length;
    const consumer = optionalText(r.v.consumer);
    if (r.v.room && consumer) f.add(r.row, 'consumer', 'Ghi Phòng hoặc Mã nội bộ, không ghi cả hai');
    else if (!r.v.room && !consumer) f.add(r.row, 'room', 'Thiếu phòng hoặc mã nội bộ');
    else if (consumer && internalConsumer(consumer)?.building !== r.v.building)
      f.add(r.row, 'consumer', `Mã ${consumer} không thuộc toà ${String(r.v.building)}`);
    else if (!consumer && !rooms.all.has(meterOf(r))) f.add(r.row, 'room', `Phòng ${meterOf(r)} không có ở trang Phòng cũng như trong hệ thống`);
    if (f.problems.length === before) ok.push(r);
  }
  return { ok, problems: f.problems };
}
