import { ROOM_STATUS } from '../../../shared/catalog/room-status';
import { Findings, duplicates, roomKey, vnDate, type Known } from './context';
import type { RoomsChecked } from './rooms-rules';
import { type Problem, type SheetRow, textIn, optionalText } from './sheet-rows';

/** A stay the file creates: its row, its tenants' and vehicles' rows. */
export interface StayPlan {
  stay: SheetRow;
  tenants: SheetRow[];
  vehicles: SheetRow[];
}

/**
 * Current stays (pure): one per room, the room known (sheet or table) and free in the table, started
 * on or before the cut-over date, a contract number used once, and at least one tenant.
 */
export function checkStays(stays: readonly SheetRow[], rooms: RoomsChecked, known: Known): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('stays');
  const dup = new Set([
    ...duplicates(stays, (r) => roomKey(r.v.building, r.v.room), f, 'room', 'Phòng'),
    ...duplicates(stays, (r) => String(r.v.contract_no).toUpperCase(), f, 'contract_no', 'Số hợp đồng'),
  ]);
  const ok: SheetRow[] = [];
  for (const r of stays) {
    if (dup.has(r.row)) continue;
    const key = roomKey(r.v.building, r.v.room);
    const start = textIn(r.v.start_date);
    const before = f.problems.length;
    if (!rooms.all.has(key)) f.add(r.row, 'room', `Phòng ${key} không có ở trang Phòng cũng như trong hệ thống`);
    else if ((known.rooms.get(key)?.status ?? ROOM_STATUS.EMPTY) !== ROOM_STATUS.EMPTY)
      f.add(r.row, 'room', `Phòng ${key} trong hệ thống không còn trống (đã có cọc hoặc người ở)`);
    if (start > known.cutOver) f.add(r.row, 'start_date', `Ngày vào ở ${vnDate(start)} sau ngày chuyển đổi ${vnDate(known.cutOver)}`);
    if (f.problems.length === before) ok.push(r);
  }
  return { ok, problems: f.problems };
}

/** Tenants (pure): each in a room of the stays sheet, born before the cut-over date, an ID number used once. */
export function checkTenants(tenants: readonly SheetRow[], stayRooms: ReadonlySet<string>, known: Known): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('tenants');
  const dup = duplicates(tenants, (r) => (r.v.id_number ? String(r.v.id_number) : undefined), f, 'id_number', 'Số CCCD');
  const ok: SheetRow[] = [];
  for (const r of tenants) {
    if (dup.has(r.row)) continue;
    const before = f.problems.length;
    const key = roomKey(r.v.building, r.v.room);
    if (!stayRooms.has(key)) f.add(r.row, 'room', `Phòng ${key} không có ở trang Đang thuê`);
    const birth = optionalText(r.v.birth_date);
    if (birth && (birth >= known.cutOver || birth < '1900-01-01')) f.add(r.row, 'birth_date', `Ngày sinh ${vnDate(birth)} không hợp lý`);
    if (f.problems.length === before) ok.push(r);
  }
  return { ok, problems: f.problems };
}

/** Vehicles (pure): each in a room of the stays sheet, a plate for all but bicycles, a plate used once. */
export function checkVehicles(vehicles: readonly SheetRow[], stayRooms: ReadonlySet<string>): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('vehicles');
  const plate = (r: SheetRow) =>
    r.v.plate
      ? String(r.v.plate)
          .toUpperCase()
          .replace(/[\s.-]/g, '')
      : undefined;
  const dup = duplicates(vehicles, plate, f, 'plate', 'Biển số');
  const ok: SheetRow[] = [];
  for (const r of vehicles) {
    if (dup.has(r.row)) continue;
    const before = f.problems.length;
    const key = roomKey(r.v.building, r.v.room);
    if (!stayRooms.has(key)) f.add(r.row, 'room', `Phòng ${key} không có ở trang Đang thuê`);
    if (r.v.type !== 'bicycle' && !r.v.plate) f.add(r.row, 'plate', 'Thiếu biển số xe');
    if (f.problems.length === before) ok.push(r);
  }
  return { ok, problems: f.problems };
}

/** Every stay with no tenant left after the checks is refused: a contract has someone who signs it. */
export function staysWithTenants(
  stays: readonly SheetRow[],
  tenants: readonly SheetRow[],
  vehicles: readonly SheetRow[],
): { plans: StayPlan[]; problems: Problem[] } {
  const f = new Findings('stays');
  const plans: StayPlan[] = [];
  for (const s of stays) {
    const key = roomKey(s.v.building, s.v.room);
    const of = (rows: readonly SheetRow[]) => rows.filter((r) => roomKey(r.v.building, r.v.room) === key);
    const people = of(tenants);
    if (!people.length) f.add(s.row, 'room', `Phòng ${key} chưa có người thuê nào ở trang Người thuê`);
    else plans.push({ stay: s, tenants: people, vehicles: of(vehicles) });
  }
  return { plans, problems: f.problems };
}
