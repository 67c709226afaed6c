import { fold } from '../../../shared/text/fold';
import { paymentCode } from '../../../shared/payments/vietqr';
import { BUILDING_CODES } from '../../../shared/catalog/buildings';

/**
 * Which rooms a bank line's text names (business rules §9). Pure: no I/O. A wrong automatic match
 * pays one tenant with another's money and hides the other's debt, while a line left to review costs a
 * click, so the rule is lopsided on purpose: every reading a person might have meant is a candidate,
 * and a line pays a room on its own only when its text names that room, only that room, one way.
 */

export interface RoomRef {
  building: string;
  room_id: string;
}

/** A room the text may mean, and the words that say so (as folded), for the suggestion's label. */
export interface RoomCandidate extends RoomRef {
  written: string;
}

export interface RoomReading {
  /**
   * Rooms the text names or abbreviates with its building (`XA407`, `XA 407`, `407 XA`, the `401` of
   * `XA407 va 401`): those written with their building in text order, then the abbreviated ones.
   */
  named: RoomCandidate[];
  /** Rooms a room number may be when the text names no building for it (`P.407`): weaker hints. */
  hinted: RoomCandidate[];
  /** The room the line pays without a person: named alone, by its payment code, one way only. */
  sure?: RoomRef;
}

const BUILDINGS = new Set<string>(BUILDING_CODES);
/**
 * Building codes that are also everyday abbreviations in a transfer text (TT = thanh toán, MA = mã):
 * written apart from the number (`TT 101`, `Mã 301`) they may not mean the building, so such a
 * reading is suggested, never paid on its own. Written as one code (`TT101`) they are the code.
 */
const COMMON_WORDS = new Set(['TT', 'MA']);
/**
 * Words after which a number 1–12 is a month, not a room (`thang 10`, `T 11`). Only such a number:
 * Thắng is also a name, and `NGUYEN VAN THANG 401` still names room 401.
 */
const MONTH_WORDS = new Set(['T', 'THANG', 'THG']);
const MONTH_NUMBER = /^(?:0?[1-9]|1[0-2])$/;
/** Words between a code and an abbreviated second room (`XA407 va 401`, `MT201 voi P404`). */
const JOINERS = new Set(['VA', 'VOI', 'P', 'PHONG', 'CUA']);
/** A month glued to a code when the bank dropped the space: `T10`, `T1026`, `T102026`, `THANG10`. */
const GLUED_MONTH = /^(?:T|THANG)(?:0?[1-9]|1[0-2])(?:\d{2}|\d{4})?$/;
/** A room number written with its "phòng": `P407`, `PHONG407` (`P.407` is two tokens already). */
const ROOM_PREFIX = /^(?:P|PHONG)([0-9][A-Z0-9]*)$/;
/** Dates and times, whose numbers are not rooms: `26/10/2026`, `10-26`, `10:20:30`. */
const DATES = /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/g;

const tokensOf = (text: string) =>
  fold(text)
    .toUpperCase()
    .replace(DATES, ' ')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** What the code book says about room numbers, worked out once per book. */
interface Book {
  codes: ReadonlyMap<string, RoomRef>;
  /** Room id → the rooms of that id, one per building that has it. */
  byId: Map<string, RoomRef[]>;
  /** Lengths of the all-digit room ids: a number of that shape next to a code may be a room that does not exist. */
  digitLengths: Set<number>;
}
const books = new WeakMap<ReadonlyMap<string, RoomRef>, Book>();
function bookOf(codes: ReadonlyMap<string, RoomRef>): Book {
  let book = books.get(codes);
  if (book) return book;
  const byId = new Map<string, RoomRef[]>();
  const digitLengths = new Set<number>();
  for (const r of codes.values()) {
    const id = paymentCode('', r.room_id);
    byId.set(id, [...(byId.get(id) ?? []), r]);
    if (/^\d+$/.test(id)) digitLengths.add(id.length);
  }
  book = { codes, byId, digitLengths };
  books.set(codes, book);
  return book;
}

/** The rooms one token (or tokens joined) is the code of: as it is, or glued to its month. Two rooms: it reads two ways. */
function codesIn(token: string, codes: ReadonlyMap<string, RoomRef>): RoomRef[] {
  const found = new Map<string, RoomRef>();
  const direct = codes.get(token);
  if (direct) found.set(paymentCode(direct.building, direct.room_id), direct);
  for (let at = token.indexOf('T', 1); at > 0; at = token.indexOf('T', at + 1)) {
    const room = GLUED_MONTH.test(token.slice(at)) ? codes.get(token.slice(0, at)) : undefined;
    if (room) found.set(paymentCode(room.building, room.room_id), room);
  }
  return [...found.values()];
}

/** The room number a token writes (`407`, `P407`), when some building has a room of that number. */
function roomNumber(token: string, book: Book): string | undefined {
  const id = ROOM_PREFIX.exec(token)?.[1] ?? token;
  return book.byId.has(id) ? id : undefined;
}

const keyOf = (r: RoomRef) => `${r.building}#${r.room_id}`;

/**
 * Reads the text token by token: codes (`XA407`, `XA407T10`), a building and its number written apart
 * (`XA 407`, and backwards `407 XA`), and loose room numbers (`401`, `P407`), which stand for that
 * room in every building the text names, or when it names none in every building that has one. A
 * line is `sure` when all of that comes to one room, named at least once by its code, and no number
 * shaped like a room sits right after a code (`GB106 va 409`: a second room, even one we do not have).
 */
export function readRooms(text: string, codes: ReadonlyMap<string, RoomRef>): RoomReading {
  const book = bookOf(codes);
  const tokens = tokensOf(text);
  const named = new Map<string, RoomCandidate & { strong: boolean }>();
  const loose: { id: string; written: string }[] = [];
  const buildings = new Set<string>();
  let doubt = false;
  let lastCodeEnd = -2;
  const read = (rooms: RoomRef[], written: string, strong: boolean) => {
    // A token that is the code of two rooms (one room, and another glued to a month) names both and pays neither.
    if (rooms.length > 1) doubt = true;
    for (const r of rooms) {
      buildings.add(r.building);
      const had = named.get(keyOf(r));
      named.set(keyOf(r), { ...r, written: had?.written ?? written, strong: (had?.strong ?? false) || (strong && rooms.length === 1) });
    }
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const alone = codesIn(token, codes);
    if (alone.length) {
      read(alone, token, true);
      lastCodeEnd = i;
      continue;
    }
    if (BUILDINGS.has(token)) {
      buildings.add(token);
      // A code written with spaces starts with its building: join it with the next one or two tokens.
      const span = [1, 2].find((n) => i + n < tokens.length && codesIn(tokens.slice(i, i + n + 1).join(''), codes).length);
      if (span) {
        read(codesIn(tokens.slice(i, i + span + 1).join(''), codes), tokens.slice(i, i + span + 1).join(' '), !COMMON_WORDS.has(token));
        i += span;
        lastCodeEnd = i;
      }
      continue;
    }
    if (i > 0 && MONTH_WORDS.has(tokens[i - 1]!) && MONTH_NUMBER.test(token)) continue;
    const id = roomNumber(token, book);
    const next = tokens[i + 1];
    // `407 XA`, `P.407 XA`: the building after its number. Suggested only: a building word after a number may start the next phrase.
    if (id && next && BUILDINGS.has(next) && codes.has(next + id)) {
      read([codes.get(next + id)!], `${token} ${next}`, false);
      buildings.add(next);
      i += 1;
      continue;
    }
    const afterCode = i === lastCodeEnd + 1 || (i === lastCodeEnd + 2 && JOINERS.has(tokens[i - 1]!));
    if (id) loose.push({ id, written: token });
    else if (afterCode && /^\d+$/.test(token) && book.digitLengths.has(token.length)) doubt = true;
  }
  const hinted = new Map<string, RoomCandidate>();
  for (const { id, written } of loose) {
    const rooms = book.byId.get(id)!;
    const inNamed = rooms.filter((r) => buildings.has(r.building));
    for (const r of inNamed) if (!named.has(keyOf(r))) named.set(keyOf(r), { ...r, written, strong: false });
    if (!inNamed.length) for (const r of rooms) if (!named.has(keyOf(r))) hinted.set(keyOf(r), { ...r, written });
  }
  const all = [...named.values()];
  const only = all.length === 1 && !hinted.size && !doubt ? all[0] : undefined;
  return {
    named: all.map(({ strong: _, ...c }) => c),
    hinted: [...hinted.values()],
    ...(only?.strong ? { sure: { building: only.building, room_id: only.room_id } } : {}),
  };
}

/** The rooms a text names with their building, in text order (suggested to a person). */
export const roomsNamed = (text: string, codes: ReadonlyMap<string, RoomRef>): RoomRef[] =>
  readRooms(text, codes).named.map((r) => ({ building: r.building, room_id: r.room_id }));

/** The one room a line pays without a person: see `readRooms`. */
export const autoMatchRoom = (text: string, codes: ReadonlyMap<string, RoomRef>): RoomRef | undefined => readRooms(text, codes).sure;
