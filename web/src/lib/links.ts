import dayjs from 'dayjs';
import { ISO_DATE } from './format';

/** Links between screens that more than one feature makes. */
export const JOURNAL_PATH = '/nhat-ky-chung';

/** The object key of a room, as postings write it (business rules §7). */
export const roomObject = (building: string, roomId: string): string => `room:${building}-${roomId}`;

/** The journal narrowed to one room over the last twelve months, for "where did this room's money go". */
export function roomJournalPath(building: string, roomId: string, now = dayjs()): string {
  const params = new URLSearchParams({
    building,
    q: roomObject(building, roomId),
    from: now.subtract(11, 'month').startOf('month').format(ISO_DATE),
    to: now.format(ISO_DATE),
  });
  return `${JOURNAL_PATH}?${params.toString()}`;
}
