import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { roomsOf } from '../../kernel/model/room';
import type { KnownRoom } from '../rules/context';
import { roomKey } from '../rules/context';

/**
 * The rooms already in the table of the buildings the file names: one Query per building (its own
 * partition, a few hundred rooms at most), in parallel.
 */
export async function knownRooms(buildings: ReadonlySet<string>): Promise<Map<string, KnownRoom>> {
  const named = BUILDING_CODES.filter((b) => buildings.has(b)) as BuildingCode[];
  const out = new Map<string, KnownRoom>();
  for (const rooms of await Promise.all(named.map(roomsOf)))
    for (const r of rooms)
      out.set(roomKey(r.building, r.room_id), { floor: r.floor, rent: r.rent, deposit: r.deposit, max_occupants: r.max_occupants, status: r.status });
  return out;
}
