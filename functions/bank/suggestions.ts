import { BANK_WALLET_IDS } from '../../shared/api/admin/bank-wallets';
import { addDays, monthsBetween } from '../../shared/dates';
import { stayReceivables } from '../kernel/ledger/journal';
import { linesOfMonth, payerRooms, type StoredLine } from './model/bank-line';
import { payerKey, suggestionsFor, type OwingRef, type RoomRef, type SuggestionContext } from './rules/bank-line-rules';
import { roomCodes } from './model/bank-auto-match';
import { freshFor } from '../platform/fresh-for';

/**
 * What suggestions rank by, read at most every 20 s by a warm function: a queue page is read again and
 * again while staff work through it, and these reads (every room, every open stay account) are the page's
 * cost. A suggestion is a hint a person confirms and a match re-checks the line and the room in its
 * own transaction, so one that lags a receipt by seconds does no harm; automatic matching never uses
 * these (it reads the rooms afresh for each import or notification).
 */
const HINTS_MS = 20_000;
const roomCodesForHints = freshFor(HINTS_MS, roomCodes);
const owingForHints = freshFor(HINTS_MS, () => owingByAmount());

/** A stay owing an amount: its room (what a suggestion names today), the stay and its tenant. */
export type OwingStay = OwingRef & { stay_id: string; customer_name: string; contract_no: string; stay_status: string };

/**
 * Stays owing each amount (their accounts' balance = their 1311: one Query of each building's open
 * accounts), so a line paying exactly what a departed tenant owes is suggested for that tenant's stay,
 * not for whoever lives in the room now. Oldest-started stay first within a room.
 */
async function owingByAmount(): Promise<Map<number, OwingStay[]>> {
  const out = new Map<number, OwingStay[]>();
  for (const s of (await stayReceivables()).values()) {
    if (s.balance <= 0) continue;
    const ref: OwingStay = {
      building: s.building,
      room_id: s.room_id,
      stay_id: s.stay_id,
      customer_name: s.customer_name,
      contract_no: s.contract_no,
      stay_status: s.stay_status,
      departed: s.stay_status !== 'active',
    };
    out.set(s.balance, [...(out.get(s.balance) ?? []), ref]);
  }
  return out;
}

/** Unmatched lines of the other bank wallets within 2 days of these lines (one Query per wallet and month). */
async function otherWalletLines(wallet: number, lines: readonly StoredLine[]): Promise<SuggestionContext['others']> {
  if (!lines.length) return [];
  const dates = lines.map((l) => l.date).sort();
  const from = addDays(dates[0]!, -2);
  const to = addDays(dates[dates.length - 1]!, 2);
  const reads = BANK_WALLET_IDS.filter((w) => w !== wallet).flatMap((w) => monthsBetween(from, to).map((m) => linesOfMonth(w, m, from, to, 'unmatched')));
  return (await Promise.all(reads)).flat();
}

/** Suggestions for the unmatched lines of one wallet's page, read once for the page. */
export async function suggest(wallet: number, lines: readonly StoredLine[]): Promise<Map<string, ReturnType<typeof suggestionsFor>>> {
  const open = lines.filter((l) => l.status === 'unmatched');
  if (!open.length) return new Map();
  const incoming = open.filter((l) => l.direction === 'in');
  const payers = incoming.map(payerKey).filter((k): k is string => !!k);
  const [codes, owing, remembered, others] = await Promise.all([
    incoming.length ? roomCodesForHints() : new Map<string, RoomRef>(),
    incoming.length ? owingForHints() : new Map<number, OwingRef[]>(),
    payerRooms(wallet, payers),
    otherWalletLines(wallet, open),
  ]);
  const ctx: SuggestionContext = { codes, owing, payers: remembered, others };
  return new Map(open.map((l) => [l.id, suggestionsFor(l, ctx)]));
}
