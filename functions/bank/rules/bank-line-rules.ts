import { createHash } from 'node:crypto';
import { fold } from '../../../shared/text/fold';
import { paymentCode } from '../../../shared/payments/vietqr';
import { readRooms, type RoomRef } from './bank-room-text';
import { daysBetween } from '../../../shared/dates';
import type { BankSuggestion } from '../../../shared/api/bank';

/**
 * The pure rules of bank lines (business rules §9): their ids, the dedupe key of a line, the payment
 * code a line's text names, the statement's balance check and the ranking of suggestions. No I/O.
 */

/** A bank line as parsed from a statement or a notification, before it is stored. */
export interface ParsedLine {
  date: string;
  direction: 'in' | 'out';
  amount: number;
  content: string;
  reference?: string;
  counter_account?: string;
  counter_name?: string;
  /** The balance after this line, as the statement prints it. */
  balance?: number;
  /** Row number in the file (1-based), to name where a check fails. */
  row?: number;
}

export const bankLineIdOf = (wallet: number, date: string, ulid: string) => `${wallet}-${date.replace(/-/g, '')}-${ulid}`;

/** The wallet and date an id names (ids are checked by the contract's pattern first). */
export function bankLineIdParts(id: string): { wallet: number; date: string } {
  const [w, d] = id.split('-');
  return { wallet: Number(w), date: `${d!.slice(0, 4)}-${d!.slice(4, 6)}-${d!.slice(6, 8)}` };
}

const signed = (l: Pick<ParsedLine, 'direction' | 'amount'>) => (l.direction === 'in' ? l.amount : -l.amount);

/** Text as compared: no diacritics, upper case, runs of spaces as one. */
const plain = (s: string) => fold(s).toUpperCase().replace(/\s+/g, ' ').trim();

export const normalReference = (r: string | undefined) => {
  const s = (r ?? '').replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, 100) : undefined;
};

/**
 * The dedupe key of each line: the bank's reference when it has one; otherwise date + signed amount +
 * a hash of its text + its occurrence number among the identical lines of the same file, so two
 * genuinely equal lines both stay and the same file imported again adds nothing.
 */
export function dedupeKeys(lines: readonly ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const ref = normalReference(l.reference);
    if (ref) return `ref:${ref}`;
    const hash = createHash('sha256').update(plain(l.content)).digest('hex').slice(0, 16);
    const base = `${l.date}|${signed(l)}|${hash}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `auto:${base}|${n}`;
  });
}

export type { RoomRef } from './bank-room-text';
export { autoMatchRoom, roomsNamed } from './bank-room-text';

/** Every room's payment code (BN101, MA117MA) → the room. */
export const codeBook = (rooms: readonly RoomRef[]) =>
  new Map(rooms.map((r) => [paymentCode(r.building, r.room_id), { building: r.building, room_id: r.room_id }]));

/** Who paid, as remembered: the counter account's digits, else the folded counter name. */
export function payerKey(l: Pick<ParsedLine, 'counter_account' | 'counter_name'>): string | undefined {
  const account = (l.counter_account ?? '').replace(/\D/g, '');
  if (account.length >= 4) return `acc:${account.slice(0, 30)}`;
  const name = plain(l.counter_name ?? '')
    .replace(/[^A-Z0-9 ]/g, '')
    .trim();
  return name.length >= 3 ? `name:${name.slice(0, 80)}` : undefined;
}

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
const dmy = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;

export interface StatementCheck {
  opening?: number;
  closing?: number;
  movements: number;
  ok: boolean;
  message?: string;
}

/**
 * Opening + movements = closing, and each printed balance = the one before + the line's movement.
 * Lines come in file order, oldest or newest first (found from the dates; a one-day file from which
 * order its balances fit). The message names the first line (its row in the file) where the running
 * balance breaks, or the closing that does not follow.
 */
export function checkStatement(lines: readonly ParsedLine[], stated: { opening?: number; closing?: number } = {}): StatementCheck {
  const movements = lines.reduce((s, l) => s + signed(l), 0);
  const withBalance = lines.some((l) => l.balance !== undefined);
  if (!withBalance && stated.opening === undefined && stated.closing === undefined)
    return { movements, ok: true, message: 'Sao kê không có cột số dư: không kiểm tra được số dư' };
  const breaks = (ordered: readonly ParsedLine[]) => {
    let running = stated.opening ?? (ordered[0]?.balance !== undefined ? ordered[0].balance - signed(ordered[0]) : undefined);
    for (const l of ordered) {
      if (running !== undefined && l.balance !== undefined && running + signed(l) !== l.balance) return { line: l, before: running };
      running = l.balance ?? (running === undefined ? undefined : running + signed(l));
    }
    return undefined;
  };
  const first = lines[0]?.date ?? '';
  const last = lines[lines.length - 1]?.date ?? '';
  const reversed = [...lines].reverse();
  const newestFirst = first > last || (first === last && !!breaks(lines) && !breaks(reversed));
  const ordered = newestFirst ? reversed : [...lines];
  const opening = stated.opening ?? (ordered[0]?.balance !== undefined ? ordered[0].balance - signed(ordered[0]) : undefined);
  const closing = stated.closing ?? [...ordered].reverse().find((l) => l.balance !== undefined)?.balance;
  const broken = breaks(ordered);
  const totals = { ...(opening !== undefined ? { opening } : {}), ...(closing !== undefined ? { closing } : {}), movements };
  if (broken) {
    const l = broken.line;
    return {
      ...totals,
      ok: false,
      message: `Số dư không liên tục ở dòng ${l.row ?? '?'} (ngày ${dmy(l.date)}): số dư trước ${vnd(broken.before)} ${l.direction === 'in' ? '+' : '−'} ${vnd(l.amount)} ≠ số dư in trên sao kê ${vnd(l.balance!)}`,
    };
  }
  if (opening !== undefined && closing !== undefined && opening + movements !== closing)
    return { ...totals, ok: false, message: `Số dư đầu kỳ ${vnd(opening)} + phát sinh ${vnd(movements)} ≠ số dư cuối kỳ ${vnd(closing)}` };
  return { ...totals, ok: true };
}

/** What suggestions are made from, loaded once for a page of lines. */
/** A stay owing an amount, as a suggestion names it: its room, and for a departed tenant the stay itself. */
export type OwingRef = RoomRef & { stay_id?: string; customer_name?: string; departed?: boolean };

export interface SuggestionContext {
  codes: ReadonlyMap<string, RoomRef>;
  /** Stays that owe exactly this amount (their 1311 balance), with their room; a departed one names its tenant. */
  owing: ReadonlyMap<number, readonly OwingRef[]>;
  /** Rooms each payer key was confirmed for. */
  payers: ReadonlyMap<string, readonly RoomRef[]>;
  /** Unmatched lines of the other bank wallets, for transfer pairs. */
  others: readonly { id: string; wallet: number; date: string; direction: 'in' | 'out'; amount: number }[];
}

const roomName = (r: RoomRef) => `Phòng ${r.room_id} (${r.building})`;

/**
 * Ranked suggestions for an unmatched line: every room its text names or abbreviates (all of them,
 * whatever the limit), rooms a bare room number may be, rooms its payer was confirmed for, rooms
 * owing exactly its amount, and lines of another bank wallet that look like the other half of an
 * internal transfer (same amount, opposite side, within 2 days).
 * A room found for several reasons is listed once, scored by the sum.
 */
export function suggestionsFor(
  line: { wallet: number; date: string; direction: 'in' | 'out'; amount: number; content: string; counter_account?: string; counter_name?: string },
  ctx: SuggestionContext,
  limit = 5,
): BankSuggestion[] {
  const rooms = new Map<string, BankSuggestion>();
  const named = new Set<string>();
  // A room's suggestion is its current stay's; a departed tenant who owes is a suggestion of her own.
  const add = (r: OwingRef, reason: BankSuggestion['reason'], score: number, label: string) => {
    const departed = r.departed && r.stay_id;
    const key = `${r.building}#${r.room_id}${departed ? `#${r.stay_id}` : ''}`;
    const had = rooms.get(key);
    const who = departed ? ` (khách đã trả phòng ${r.customer_name ?? ''})` : '';
    if (had) rooms.set(key, { ...had, score: had.score + score, label: `${had.label}; ${label}` });
    else
      rooms.set(key, {
        kind: 'room',
        building: r.building,
        room_id: r.room_id,
        ...(departed ? { stay_id: r.stay_id } : {}),
        reason,
        label: `${roomName(r)}${who}: ${label}`,
        score,
      });
  };
  if (line.direction === 'in') {
    const text = readRooms(line.content, ctx.codes);
    for (const r of text.named) {
      const code = paymentCode(r.building, r.room_id);
      add(r, 'code', 60, r.written === code ? `nội dung có mã ${code}` : `nội dung ghi "${r.written}" (mã ${code})`);
      named.add(`${r.building}#${r.room_id}`);
    }
    for (const r of text.hinted) add(r, 'code', 20, `nội dung có số phòng ${r.room_id}, không ghi toà nhà`);
    const payer = payerKey(line);
    for (const r of (payer && ctx.payers.get(payer)) || []) add(r, 'payer', 40, 'người chuyển đã từng trả cho phòng này');
    const owing = ctx.owing.get(line.amount) ?? [];
    for (const r of owing) add(r, 'amount', owing.length === 1 ? 30 : 20, `đang nợ đúng ${vnd(line.amount)}`);
  }
  const transfers: BankSuggestion[] = ctx.others
    .filter((o) => o.wallet !== line.wallet && o.direction !== line.direction && o.amount === line.amount && Math.abs(daysBetween(o.date, line.date)) <= 2)
    .map((o) => ({
      kind: 'transfer',
      bank_transaction_id: o.id,
      reason: 'transfer',
      label: `Chuyển khoản nội bộ ${line.direction === 'in' ? 'từ' : 'sang'} ví ${o.wallet} ngày ${dmy(o.date)}`,
      score: 50 - Math.abs(daysBetween(o.date, line.date)) * 5,
    }));
  // Every room the text names stays in the list, however many: a person must see each reading of it.
  const ranked = [...rooms.values(), ...transfers].sort((a, b) => b.score - a.score);
  const isNamed = (s: BankSuggestion) => s.kind === 'room' && !s.stay_id && named.has(`${s.building}#${s.room_id}`);
  let others = Math.max(0, limit - ranked.filter(isNamed).length);
  return ranked.filter((s) => isNamed(s) || others-- > 0);
}
