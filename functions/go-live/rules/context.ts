import type { SheetKey } from '../../../shared/go-live/sheets';
import type { Problem, SheetRow } from './sheet-rows';

/** A room already in the table, as the dry run compares it. */
export interface KnownRoom {
  floor: number;
  rent: number;
  deposit: number;
  max_occupants: number;
  /** ROOM_STATUS: anything but EMPTY means someone holds or lives in it already. */
  status: number;
}

/** What the checks know besides the file: the cut-over date and the rooms of the buildings named. */
export interface Known {
  cutOver: string;
  rooms: ReadonlyMap<string, KnownRoom>;
}

export const roomKey = (building: unknown, room: unknown): string => `${String(building)}-${String(room)}`;

/** Collects a sheet's problems and says where a value first appeared. */
export class Findings {
  readonly problems: Problem[] = [];
  constructor(readonly sheet: SheetKey) {}
  add(row: number, column: string | null, message: string) {
    this.problems.push({ sheet: this.sheet, row, column, message });
  }
}

/** The rows whose key appeared before, each reported once with the row it repeats (pure). */
export function duplicates(rows: readonly SheetRow[], keyOf: (r: SheetRow) => string | undefined, f: Findings, column: string, what: string): Set<number> {
  const first = new Map<string, number>();
  const dup = new Set<number>();
  for (const r of rows) {
    const k = keyOf(r);
    if (k === undefined) continue;
    const seen = first.get(k);
    if (seen === undefined) first.set(k, r.row);
    else {
      dup.add(r.row);
      f.add(r.row, column, `${what} trùng với dòng ${seen}`);
    }
  }
  return dup;
}

export const vnDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const vnMoney = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
