import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { fold } from '../../../shared/text/fold';
import { digitsOf, idNumberOf, MIN_ID_CHARS, MIN_PHONE_DIGITS, nameWords } from './tokens';

/**
 * What a query can be (pure): a room code, a voucher number, a contract number, a phone, a name.
 * One query may be several at once ("BN101" is a room and could start a contract number); the
 * search asks each reading that applies.
 */

const BUILDINGS: readonly string[] = BUILDING_CODES;
const isBuilding = (b: string): b is BuildingCode => BUILDINGS.includes(b);

/** `BN101`, `bn 101`, `BN-101`: a building code then the room (its digits and letters). */
export function roomCode(q: string): { building: BuildingCode; room: string } | undefined {
  const m = /^([a-z]{2})[\s-]*([\da-z][\da-z.]*)$/i.exec(q.trim());
  const building = m?.[1]!.toUpperCase();
  if (!m || !building || !isBuilding(building)) return undefined;
  return { building, room: m[2]!.toUpperCase() };
}

/** The letters numbering each kind of voucher (`<letters><building><YYMM>-NNN`), and their book where they have one. */
export const VOUCHER_PREFIXES = {
  C: { kind: 'deposit' },
  PT: { kind: 'receipt_room' },
  TH: { kind: 'receipt_collected' },
  PK: { kind: 'receipt_other' },
  DC: { kind: 'adjustment' },
  PC: { kind: 'disbursement' },
  CT: { kind: 'cash_transfer' },
  TM: { kind: 'receipt_cash' },
  TG: { kind: 'other_debt', book: 'gam' },
  DT: { kind: 'other_debt', book: 'partner' },
  VAY: { kind: 'other_debt', book: 'loan' },
  LN: { kind: 'other_debt', book: 'earning' },
  SC: { kind: 'repair_payment', book: 'ordinary' },
  SP: { kind: 'repair_payment', book: 'pccc' },
} as const;
export type VoucherPrefix = keyof typeof VOUCHER_PREFIXES;

export interface VoucherNumber {
  prefix: VoucherPrefix;
  building: BuildingCode;
  /** `YYYY-MM`: the month the number was given in (its counter's). */
  month: string;
  /** The number as the books write it (upper case, three digits at least). */
  number: string;
}

/**
 * `CBN2611-006`, `ptmt2611-40`: the letters, the building (its two letters just before the digits,
 * so `PTTT2611-001` is PT of TT), the year and month, the sequence. The building and month name the
 * one partition that holds it, so the record is found without any index.
 */
export function voucherNumber(q: string): VoucherNumber | undefined {
  const m = /^([a-z]+)([a-z]{2})(\d{2})(\d{2})\s*-\s*(\d{1,4})$/i.exec(q.trim());
  if (!m) return undefined;
  const prefix = m[1]!.toUpperCase();
  const building = m[2]!.toUpperCase();
  const month = Number(m[4]);
  const seq = Number(m[5]);
  if (!Object.hasOwn(VOUCHER_PREFIXES, prefix) || !isBuilding(building) || month < 1 || month > 12 || seq < 1) return undefined;
  const yymm = `${m[3]}${m[4]}`;
  return { prefix: prefix as VoucherPrefix, building, month: `20${m[3]}-${m[4]}`, number: `${prefix}${building}${yymm}-${String(seq).padStart(3, '0')}` };
}

/**
 * A contract number or its start (`HD-BN204-…`): upper case, no spaces; the building when the number
 * names one right after `HD` (the product's own format), else every building's contracts are asked.
 */
export function contractStart(q: string): { start: string; buildings: readonly BuildingCode[] } | undefined {
  const start = q.trim().toUpperCase().replace(/\s+/g, '');
  if (!/^H[DĐ]/.test(start) || start.length < 3) return undefined;
  const b = /^H[DĐ][-_ ]?([A-Z]{2})/.exec(start)?.[1];
  return { start, buildings: b && isBuilding(b) ? [b] : BUILDING_CODES };
}

/** 4+ digits once spaces, dots, dashes and a leading + are dropped: a phone or part of one. */
export function phoneQuery(q: string): string | undefined {
  if (!/^[\d\s.+-]+$/.test(q.trim())) return undefined;
  const digits = digitsOf(q);
  return digits.length >= MIN_PHONE_DIGITS ? digits : undefined;
}

/**
 * Part of an ID number (CCCD, passport): one run of letters and digits with a digit in it, 4+ of them
 * once spaces, dots and dashes are dropped, lower case ("0790 9912" → 07909912). A run of digits alone is
 * both this and a phone; a name with a number in it is also asked as one (one lookup that finds nothing).
 */
export function idNumberQuery(q: string): string | undefined {
  const part = idNumberOf(q);
  return /\d/.test(part) && part.length >= MIN_ID_CHARS && !/[^\p{L}\d\s.-]/u.test(q) ? part : undefined;
}

/**
 * A name: its words folded. The longest word is looked up (one begins_with: the most selective),
 * every word must then start a word of the customer's name, in any order.
 */
export function nameQuery(q: string): { lead: string; words: string[] } | undefined {
  if (!/\p{L}/u.test(q)) return undefined;
  const words = nameWords(fold(q));
  const lead = [...words].sort((a, b) => b.length - a.length)[0];
  return lead ? { lead, words } : undefined;
}

/** Whether a customer's name matches every word of the query (each the start of one of its words). */
export const nameMatches = (name: string, words: readonly string[]): boolean => {
  const own = nameWords(name);
  return words.every((w) => own.some((o) => o.startsWith(w)));
};
