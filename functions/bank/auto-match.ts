import type { Caller } from '../lib/claims';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { postVoucher } from '../core/voucher';
import { listRooms } from '../core/records/room';
import { autoMatchRoom, codeBook, type RoomRef } from '../core/records/bank-line-rules';
import type { StoredLine } from '../core/records/bank-line';
import { planLineReceipt } from './bank-receipt';

/** Every room's payment code (one Query per building). */
export const roomCodes = async () => codeBook(await listRooms());

/**
 * The incoming lines whose text names exactly one room's payment code become that room's rent receipts
 * at once; the rest stay `unmatched` for a person. Receipts of one building take numbers from one
 * series, so a building's go one after another while buildings run side by side. A line that cannot
 * be posted (its month is closed, a race lost) stays in the queue: nothing is lost, a person matches it.
 */
export async function autoMatch(lines: readonly StoredLine[], caller: Pick<Caller, 'sub' | 'username'>, codes?: ReadonlyMap<string, RoomRef>): Promise<Set<string>> {
  const book = codes ?? (await roomCodes());
  const byBuilding = new Map<string, { line: StoredLine; room: RoomRef }[]>();
  for (const line of lines) {
    if (line.direction !== 'in' || line.status !== 'unmatched') continue;
    const room = autoMatchRoom(line.content, book);
    if (!room) continue;
    byBuilding.set(room.building, [...(byBuilding.get(room.building) ?? []), { line, room }]);
  }
  const matched = new Set<string>();
  await Promise.all(
    [...byBuilding.values()].map(async (queue) => {
      for (const { line, room } of queue) {
        try {
          await postVoucher(planLineReceipt(line.id, line.version, room, caller, { auto: true }));
          matched.add(line.id);
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          logger.warn('Bank line left to review', { line: line.id, reason: error.message });
        }
      }
    }),
  );
  return matched;
}
