import { Findings, duplicates, roomKey, vnDate, type Known } from './context';
import type { RoomsChecked } from './rooms-rules';
import { type Problem, type SheetRow, textIn, optionalText } from './sheet-rows';

/**
 * Open debts and prepayments (pure). A current tenant's line needs the room's stay in the stays sheet
 * and a month from the stay's start to the cut-over month (a prepayment may be for a later month); a
 * departed tenant's line names them, a room known (sheet or table) and their leave date, on or before
 * the cut-over date. The same
 * month, item and kind twice for one stay is refused.
 */
export function checkDebts(
  rows: readonly SheetRow[],
  stays: readonly SheetRow[],
  known: Known,
  rooms?: Pick<RoomsChecked, 'all'>,
): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('debts');
  const startOf = new Map(stays.map((s) => [roomKey(s.v.building, s.v.room), textIn(s.v.start_date)]));
  const who = (r: SheetRow) => (r.v.departed_name ? `${String(r.v.departed_name).toLowerCase()}|${String(r.v.leave_date)}` : 'now');
  const dup = duplicates(rows, (r) => [roomKey(r.v.building, r.v.room), who(r), r.v.month, r.v.for, r.v.kind].join('|'), f, 'month', 'Khoản');
  const cutMonth = known.cutOver.slice(0, 7);
  const ok: SheetRow[] = [];
  for (const r of rows) {
    if (dup.has(r.row)) continue;
    const before = f.problems.length;
    const key = roomKey(r.v.building, r.v.room);
    const month = textIn(r.v.month);
    const leave = optionalText(r.v.leave_date);
    if (r.v.departed_name) {
      if (rooms && !rooms.all.has(key)) f.add(r.row, 'room', `Phòng ${key} không có ở trang Phòng cũng như trong hệ thống`);
      if (!leave) f.add(r.row, 'leave_date', 'Khách đã trả phòng: thiếu ngày trả phòng');
      else if (leave > known.cutOver) f.add(r.row, 'leave_date', `Ngày trả phòng ${vnDate(leave)} sau ngày chuyển đổi ${vnDate(known.cutOver)}`);
      if (r.v.kind === 'prepaid') f.add(r.row, 'kind', 'Khách đã trả phòng không còn khoản trả trước');
      if (leave && month > leave.slice(0, 7)) f.add(r.row, 'month', 'Tháng nợ sau tháng trả phòng');
    } else {
      const start = startOf.get(key);
      if (leave) f.add(r.row, 'departed_name', 'Có ngày trả phòng: thiếu họ tên khách đã trả phòng');
      if (!start) f.add(r.row, 'room', `Công nợ cho phòng ${key} không có người đang thuê ở trang Đang thuê`);
      else if (month < start.slice(0, 7)) f.add(r.row, 'month', `Tháng ${month} trước ngày vào ở ${vnDate(start)}`);
      if (r.v.kind === 'debt' && month > cutMonth) f.add(r.row, 'month', `Khoản nợ tháng ${month} sau tháng chuyển đổi ${cutMonth}`);
    }
    if (f.problems.length === before) ok.push(r);
  }
  return { ok, problems: f.problems };
}
