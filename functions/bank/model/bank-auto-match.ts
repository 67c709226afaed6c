import { voucherDate } from '../../../shared/api/common';
import type { Caller } from '../../platform/claims';
import { Conflict, HttpError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { postVoucher } from '../../kernel/voucher';
import { listRooms } from '../../kernel/model/room';
import { autoMatchRoom, codeBook, type RoomRef } from '../rules/bank-line-rules';
import type { StoredLine } from './bank-line';
import { BatchTooBig, planLineReceipt, planLineReceipts, stayDirectory } from './bank-receipt';

type Who = Pick<Caller, 'sub' | 'username'>;
export type Match = { line: StoredLine; room: RoomRef };

/** Every room's payment code (one Query per building). */
export const roomCodes = async () => codeBook(await listRooms());

/** Receipts a voucher is planned with: about what fits one transaction (13 of 7 items each, besides its 7 shared), so few rooms are read for a later batch. */
const BATCH = 14;
/** Buildings (number series) posted side by side. */
const GROUPS_AT_ONCE = 3;

const roomOf = (m: Match) => `${m.room.building}#${m.room.room_id}`;

/** The matches of each building and month (one number series), in statement order. */
function groupsOf(matches: readonly Match[]): Match[][] {
  const groups = new Map<string, Match[]>();
  for (const m of matches) {
    const key = `${m.room.building}#${m.line.date.slice(0, 7)}`;
    const group = groups.get(key);
    if (group) group.push(m);
    else groups.set(key, [m]);
  }
  return [...groups.values()];
}

/**
 * The next batch of a group: up to BATCH matches in statement order, each room at most once, and a
 * room's later payment never before its earlier one (a room skipped stays skipped for this batch).
 */
function nextBatch(pending: readonly Match[]): Match[] {
  const batch: Match[] = [];
  const seen = new Set<string>();
  for (const m of pending) {
    if (batch.length >= BATCH) break;
    const room = roomOf(m);
    if (!seen.has(room)) batch.push(m);
    seen.add(room);
  }
  return batch;
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

/** The incoming lines (in statement order) whose text names exactly one room's payment code, with that room. */
export function codedMatches(lines: readonly StoredLine[], codes: ReadonlyMap<string, RoomRef>): Match[] {
  const matches: Match[] = [];
  for (const line of lines) {
    // A date no voucher may carry (before the books, far ahead) waits for a person like any other.
    if (line.direction !== 'in' || line.status !== 'unmatched' || !voucherDate.safeParse(line.date).success) continue;
    const room = autoMatchRoom(line.content, codes);
    if (room) matches.push({ line, room });
  }
  return matches;
}

/**
 * The incoming lines whose text names exactly one room's payment code become that room's rent receipts
 * at once; the rest stay `unmatched` for a person. A building's receipts of a month share one number
 * series, so its batches go one after another while other buildings and months run side by side; a
 * batch is one voucher of the receipts (different rooms) that fit one transaction, the next batch
 * taking up the rest; one that cannot go (a line changed meanwhile, a room with too many open bills
 * for one transaction) goes line by line.
 */
export async function autoMatch(lines: readonly StoredLine[], caller: Who, codes?: ReadonlyMap<string, RoomRef>): Promise<Set<string>> {
  const matched = new Set<string>();
  const posted = await postMatches(codedMatches(lines, codes ?? (await roomCodes())), caller, {}, async (batch, error) => {
    if (error instanceof BatchTooBig) {
      await oneByOne(batch.slice(0, 1), caller, matched);
      return 1;
    }
    if (error instanceof Conflict && error.code !== 'period_locked') await oneByOne(batch, caller, matched);
    else
      leftToReview(
        error,
        batch.map((m) => m.line),
      );
    return batch.length;
  });
  posted.forEach((id) => matched.add(id));
  return matched;
}

/**
 * An import's coded lines not stored yet (`codedMatches` of the new lines): each created already
 * matched in its receipt's voucher. Those that cannot go so (a month closed, a marker already there, a
 * room with too many open bills) are answered back, to be stored as any other line and matched the
 * ordinary way.
 */
export async function matchNewLines(matches: readonly Match[], caller: Who): Promise<{ matched: Set<string>; unposted: StoredLine[] }> {
  const unposted: StoredLine[] = [];
  const matched = await postMatches(matches, caller, { create: true }, async (batch, error) => {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const left = error instanceof BatchTooBig ? batch.slice(0, 1) : batch;
    unposted.push(...left.map((m) => m.line));
    return left.length;
  });
  return { matched, unposted };
}

/**
 * Posts the matches, batch after batch per building and month (one number series), buildings side by
 * side (their receipts share no item: their rollups are per building, and a wallet line about no one
 * writes no shared object rollup: kernel/ledger/posting.ts). `failed` decides what a batch that could
 * not go becomes and answers how many of its first matches it dealt with.
 */
async function postMatches(
  matches: readonly Match[],
  caller: Who,
  o: { create?: boolean },
  failed: (batch: Match[], error: unknown) => Promise<number>,
): Promise<Set<string>> {
  const matched = new Set<string>();
  const stays = stayDirectory();
  const post = async (batch: Match[]): Promise<number> => {
    try {
      const ids = (await postVoucher(planLineReceipts(batch, caller, stays, { create: o.create }))) as string[];
      ids.forEach((id) => matched.add(id));
      return ids.length;
    } catch (error) {
      return failed(batch, error);
    }
  };
  const groups = groupsOf(matches);
  let next = 0;
  const lane = async () => {
    for (let g = next++; g < groups.length; g = next++) {
      let pending = groups[g]!;
      while (pending.length) {
        const batch = nextBatch(pending);
        const done = new Set(batch.slice(0, await post(batch)));
        pending = pending.filter((m) => !done.has(m));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(GROUPS_AT_ONCE, groups.length) }, lane));
  return matched;
}
