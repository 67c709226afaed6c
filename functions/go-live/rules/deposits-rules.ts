import { ROOM_STATUS } from '../../../shared/catalog/room-status';
import { Findings, duplicates, roomKey, vnDate, type Known } from './context';
import type { RoomsChecked } from './rooms-rules';
import { type Problem, type SheetRow, textIn, optionalText } from './sheet-rows';

/**
 * Deposits of customers not yet moved in (pure): the room must be known (sheet or table), empty (no
 * current stay in the file, empty in the table: a deposit holds an empty room, as a deposit slip
 * does), held by one deposit only, received on or before the cut-over date, the expected move-in not
 * before the day it was received.
 */
export function checkDeposits(
  rows: readonly SheetRow[],
  rooms: RoomsChecked,
  known: Known,
  stayRooms: ReadonlySet<string> = new Set(),
): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('deposits');
  const dup = duplicates(rows, (r) => roomKey(r.v.building, r.v.room), f, 'room', 'Cọc cho cùng phòng');
  const ok: SheetRow[] = [];
  for (const r of rows) {
    if (dup.has(r.row)) continue;
    const before = f.problems.length;
    const key = roomKey(r.v.building, r.v.room);
    const date = textIn(r.v.date);
    const moveIn = optionalText(r.v.move_in);
    if (!rooms.all.has(key)) f.add(r.row, 'room', `Cọc cho phòng ${key} không có ở trang Phòng cũng như trong hệ thống`);
    else if (stayRooms.has(key)) f.add(r.row, 'room', `Phòng ${key} đang có người thuê ở trang Đang thuê: cọc giữ chỗ chỉ cho phòng trống`);
    else if ((known.rooms.get(key)?.status ?? ROOM_STATUS.EMPTY) !== ROOM_STATUS.EMPTY)
      f.add(r.row, 'room', `Phòng ${key} trong hệ thống không còn trống (đã có cọc hoặc người ở)`);
    if (date > known.cutOver) f.add(r.row, 'date', `Ngày nhận cọc ${vnDate(date)} sau ngày chuyển đổi ${vnDate(known.cutOver)}`);
    if (moveIn && moveIn < date) f.add(r.row, 'move_in', 'Ngày dự kiến vào ở trước ngày nhận cọc');
    if (f.problems.length === before) ok.push(r);
  }
  return { ok, problems: f.problems };
}
