import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { completeRoomFigures } from '../kernel/model/room-figures';

/**
 * One-off backfill of the buildings' kept room statuses (kernel/model/room-figures.ts) for a table
 * whose rooms were written before they were kept: each building's item written whole from one
 * consistent read of its rooms, on the version read (a status change meanwhile makes it read again),
 * and marked `complete` — that flag is the building's ready marker: until it is there the dashboard
 * reads the building's rooms as before. Safe while others write; a building already complete costs
 * one Get (the local stack runs it at every start; AWS: README).
 */
export async function backfillRoomFigures(): Promise<{ completed: string[]; rooms: number }> {
  const completed: string[] = [];
  let rooms = 0;
  for (const building of BUILDING_CODES) {
    const r = await completeRoomFigures(building);
    if (!r.already) {
      completed.push(building);
      rooms += r.rooms;
    }
  }
  return { completed, rooms };
}
