import { Findings, duplicates, roomKey, vnMoney, type Known } from './context';
import { type SheetRow, numberIn, optionalNumber } from './sheet-rows';

/** The room sheet's verdict: the rooms it creates and the ones already in the table with the same data. */
export interface RoomsChecked {
  create: SheetRow[];
  same: SheetRow[];
  /** Every room the rest of the file may name: the sheet's and the table's. */
  all: Set<string>;
}

const COMPARED = [
  { key: 'floor', label: 'tầng', show: String },
  { key: 'rent', label: 'giá thuê', show: vnMoney },
  { key: 'deposit', label: 'tiền cọc chuẩn', show: vnMoney },
  { key: 'max_occupants', label: 'số người tối đa', show: String },
] as const;

/** A room's deposit and capacity when left blank (said in the template's guide). */
export const roomDefaults = (v: SheetRow['v']) => ({
  deposit: optionalNumber(v.deposit) ?? numberIn(v.rent),
  max_occupants: optionalNumber(v.max_occupants) ?? 2,
});

/**
 * Rooms (pure): a room twice in the sheet is refused; a room already in the table must carry the same
 * floor, rent, deposit and capacity (the import never edits a room), else each difference is reported.
 */
export function checkRooms(rows: readonly SheetRow[], known: Known): { checked: RoomsChecked; problems: Findings['problems'] } {
  const f = new Findings('rooms');
  const dup = duplicates(rows, (r) => roomKey(r.v.building, r.v.room), f, 'room', 'Phòng');
  const create: SheetRow[] = [];
  const same: SheetRow[] = [];
  for (const r of rows) {
    if (dup.has(r.row)) continue;
    const existing = known.rooms.get(roomKey(r.v.building, r.v.room));
    if (!existing) {
      create.push(r);
      continue;
    }
    const mine = { floor: numberIn(r.v.floor), rent: numberIn(r.v.rent), ...roomDefaults(r.v) };
    const diffs = COMPARED.filter((c) => mine[c.key] !== existing[c.key]);
    for (const c of diffs) f.add(r.row, c.key, `Phòng đã có trong hệ thống với ${c.label} ${c.show(existing[c.key])}, khác với tệp (${c.show(mine[c.key])})`);
    if (!diffs.length) same.push(r);
  }
  const all = new Set([...known.rooms.keys(), ...rows.map((r) => roomKey(r.v.building, r.v.room))]);
  return { checked: { create, same, all }, problems: f.problems };
}
