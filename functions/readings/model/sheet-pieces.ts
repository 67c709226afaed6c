import type { Sheet, StoredReading } from './reading-table';

/**
 * How a month's reading sheet is laid out in the table, pure. The sheet's own item (the head of the
 * month: version, meter changes, who saved last) holds no readings; the rooms' readings live in
 * pieces of about a floor each (`<month>#<piece>`, same partition, right after the month's item).
 * A read of a few rooms (a page of the reading table, one room's check-in) then reads only their
 * pieces, whatever the size of the building: before, every room of the building was in the one item
 * (60 KB at 600 rooms) and each read of one room carried all of it.
 *
 * Every write puts the sheet's item on its version (the one lock of the month, as before) and the
 * pieces it changes, each stamped with the new version; the sheet's item lists every piece with the
 * version it was last written at (`pieces`). A Query or BatchGet is no snapshot, so a read checks
 * each piece it got against that list (`assemble`): one written after the sheet's item was read, or
 * read before a write the item has, makes the read torn and it is read again. A sheet stored before
 * pieces (its readings inline in its item) is read as it is, and the first write moves them out.
 */

/** A sheet as stored: what putSheet needs of the sheet it read. */
export interface SheetStorage {
  /** Each piece of the month and the version it was written at. */
  pieces: Record<string, number>;
  /** Readings stored in the sheet's own item (written before pieces): the next write moves them all. */
  inline: boolean;
  /** Read for some rooms only: never written back. */
  narrowed: boolean;
}

/**
 * The piece a room's readings live in: the room number without its last two digits, so `1205` and
 * `1299` share piece `p12`, `101`…`167` share `p1`, `BN-101-A` is in `pBN-1` (at most a hundred rooms
 * of a numbered series, a page of the table in key order touches one or two). A room without digits
 * is in `p`. Room ids are letters, digits and '-', all above '#', so a piece's key never reaches
 * into the next month's.
 */
export function pieceOf(roomId: string): string {
  const m = /^(.*?)(\d+)(\D*)$/.exec(roomId);
  return m ? `p${m[1]}${m[2]!.slice(0, -2)}` : 'p';
}

/** The top of a month's keys: after its own item and every one of its pieces. */
export const monthEnd = (month: string) => `${month}$`;

/** The rooms of a reading map by piece. */
export function byPiece(rooms: Record<string, StoredReading>): Map<string, Record<string, StoredReading>> {
  const out = new Map<string, Record<string, StoredReading>>();
  for (const [room, reading] of Object.entries(rooms)) {
    const piece = pieceOf(room);
    out.set(piece, { ...out.get(piece), [room]: reading });
  }
  return out;
}

const same = (a: StoredReading | undefined, b: StoredReading | undefined) =>
  a === b || (!!a && !!b && a.value === b.value && a.persons === b.persons && a.at === b.at && a.by === b.by);

/** The pieces whose readings differ between the sheet as read and as it is written (all of them when read inline). */
export function changedPieces(read: Sheet, next: Sheet, inline: boolean): Map<string, Record<string, StoredReading>> {
  const now = byPiece(next.rooms);
  const rooms = new Set([...Object.keys(read.rooms), ...Object.keys(next.rooms)]);
  const touched = new Set(inline ? [...byPiece(read.rooms).keys(), ...now.keys()] : []);
  for (const room of rooms) if (!same(read.rooms[room], next.rooms[room])) touched.add(pieceOf(room));
  return new Map([...touched].map((p) => [p, now.get(p) ?? {}]));
}

export interface StoredHead {
  month: string;
  version: number;
  pieces: Record<string, number>;
  rooms?: Record<string, StoredReading>;
  rest: Omit<Sheet, 'rooms' | 'version' | 'storage'>;
}

export interface StoredPiece {
  month: string;
  piece: string;
  version: number;
  rooms: Record<string, StoredReading>;
}

/**
 * The sheets a read got, or undefined when the read is torn. `wanted`: the pieces read (all of each
 * month's when absent). A piece must carry the version its month's item lists for it, and a listed
 * piece that was asked for must have been found; a piece the item does not list and no newer than it
 * is a stray (never part of a sheet) and is left out.
 */
export function assemble(heads: readonly StoredHead[], pieces: readonly StoredPiece[], wanted?: ReadonlySet<string>): Sheet[] | undefined {
  const found = new Map<string, StoredPiece[]>();
  for (const p of pieces) found.set(p.month, [...(found.get(p.month) ?? []), p]);
  const headMonths = new Set(heads.map((h) => h.month));
  // A piece of a month whose item was not there yet when read: written since.
  if (pieces.some((p) => !headMonths.has(p.month))) return undefined;
  const out: Sheet[] = [];
  for (const head of heads) {
    const got = found.get(head.month) ?? [];
    const rooms: Record<string, StoredReading> = { ...head.rooms };
    for (const p of got) {
      const listed = head.pieces[p.piece];
      if (listed === undefined) {
        if (p.version > head.version) return undefined;
        continue;
      }
      if (listed !== p.version) return undefined;
      Object.assign(rooms, p.rooms);
    }
    const asked = Object.keys(head.pieces).filter((p) => !wanted || wanted.has(p));
    if (asked.some((p) => !got.some((g) => g.piece === p))) return undefined;
    out.push({
      ...head.rest,
      rooms,
      version: head.version,
      storage: { pieces: head.pieces, inline: head.rooms !== undefined, narrowed: wanted !== undefined },
    });
  }
  return out.sort((a, b) => (a.month < b.month ? -1 : 1));
}
