import { voucherDate } from '../../../shared/api/common';
import type { Caller } from '../../lib/claims';
import { Conflict, HttpError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { postVoucher } from '../voucher';
import { listRooms } from './room';
import { autoMatchRoom, codeBook, type RoomRef } from './bank-line-rules';
import type { StoredLine } from './bank-line';
import { BatchTooBig, planLineReceipt, planLineReceipts } from './bank-receipt';

type Who = Pick<Caller, 'sub' | 'username'>;
type Match = { line: StoredLine; room: RoomRef };

/** Every room's payment code (one Query per building). */
export const roomCodes = async () => codeBook(await listRooms());

/** Receipts per voucher: with their bills, room credits and shared rollups they stay within one transaction. */
const BATCH = 12;
/** Buildings (number series) posted side by side. */
const GROUPS_AT_ONCE = 3;

/** Batches of one building and month (one number series), each room at most once per batch, in statement order. */
function batchesOf(matches: readonly Match[]): Match[][][] {
  const groups = new Map<string, Match[][]>();
  for (const m of matches) {
    const key = `${m.room.building}#${m.line.date.slice(0, 7)}`;
    const batches = groups.get(key) ?? [];
    const room = `${m.room.building}#${m.room.room_id}`;
    const fits = batches.find((b) => b.length < BATCH && !b.some((x) => `${x.room.building}#${x.room.room_id}` === room));
    if (fits) fits.push(m);
    else batches.push([m]);
    groups.set(key, batches);
  }
  return [...groups.values()];
}

/** What cannot be posted (its month closed, a race lost to a person) stays in the queue: logged, not thrown. */
const leftToReview = (error: unknown, lines: readonly StoredLine[]) => {
  if (!(error instanceof HttpError) || error.status >= 500) throw error;
  logger.warn('Bank lines left to review', { lines: lines.map((l) => l.id), reason: error.message });
};

async function oneByOne(batch: readonly Match[], caller: Who, matched: Set<string>) {
  for (const { line, room } of batch) {
    try {
      await postVoucher(planLineReceipt(line.id, line.version, room, caller, { auto: true }));
      matched.add(line.id);
    } catch (error) {
      leftToReview(error, [line]);
    }
  }
}

/**
 * The incoming lines whose text names exactly one room's payment code become that room's rent receipts
 * at once; the rest stay `unmatched` for a person. A building's receipts of a month share one number
 * series, so its batches go one after another while other buildings and months run side by side; a
 * batch is one voucher of up to twelve receipts (different rooms), and one that cannot go whole (a line
 * changed meanwhile, too many open bills for one transaction) goes line by line.
 */
export async function autoMatch(lines: readonly StoredLine[], caller: Who, codes?: ReadonlyMap<string, RoomRef>): Promise<Set<string>> {
  const book = codes ?? (await roomCodes());
  const matches: Match[] = [];
  for (const line of lines) {
    // A date no voucher may carry (before the books, far ahead) waits for a person like any other.
    if (line.direction !== 'in' || line.status !== 'unmatched' || !voucherDate.safeParse(line.date).success) continue;
    const room = autoMatchRoom(line.content, book);
    if (room) matches.push({ line, room });
  }
  const matched = new Set<string>();
  const post = async (batch: Match[]) => {
    try {
      if (batch.length === 1) return await oneByOne(batch, caller, matched);
      const ids = (await postVoucher(planLineReceipts(batch, caller))) as string[];
      ids.forEach((id) => matched.add(id));
    } catch (error) {
      if (error instanceof BatchTooBig || (error instanceof Conflict && error.code !== 'period_locked')) await oneByOne(batch, caller, matched);
      else leftToReview(error, batch.map((m) => m.line));
    }
  };
  // A building's batches of a month go one after another (one number series); buildings run side by
  // side, since their receipts share no item (their rollups are per building, and a wallet line about
  // no one writes no shared object rollup: core/ledger/posting.ts).
  const groups = batchesOf(matches);
  let next = 0;
  const lane = async () => {
    for (let g = next++; g < groups.length; g = next++) for (const batch of groups[g]!) await post(batch);
  };
  await Promise.all(Array.from({ length: Math.min(GROUPS_AT_ONCE, groups.length) }, lane));
  return matched;
}
