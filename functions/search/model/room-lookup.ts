import type { SearchContract, SearchRoom } from '../../../shared/api/search';
import { SEARCH_GROUP_LIMIT } from '../../../shared/api/search';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { toRoom } from '../../kernel/model/room';
import { keys } from '../../platform/db/keys';
import { queryOnce } from '../../platform/db/query';

/**
 * Rooms and contracts by their codes, read by key: a room is `BLD#<building>` / `ROOM#<room>`, so
 * `BN10` is one begins_with on the building's rooms (101, 102… first ten); a contract is
 * `CONTRACT#<building>` / `<number>`, so a number or its start is one begins_with per building.
 */

export async function roomsByCode(building: BuildingCode, room: string): Promise<SearchRoom[]> {
  const page = await queryOnce({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
    ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':room': `${keys.roomPrefix}${room}` },
    Limit: SEARCH_GROUP_LIMIT,
  });
  const rooms = page.items.map(toRoom).map((r) => ({ building: r.building, room_id: r.room_id, status: r.status }));
  // The exact room first, then the others its code starts.
  return rooms.sort((a, b) => Number(b.room_id === room) - Number(a.room_id === room));
}

export async function contractsByNumber(start: string, buildings: readonly BuildingCode[]): Promise<SearchContract[]> {
  const pages = await Promise.all(
    buildings.map((b) =>
      queryOnce({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :no)',
        ExpressionAttributeValues: { ':pk': keys.contracts(b), ':no': start },
        Limit: SEARCH_GROUP_LIMIT,
      }),
    ),
  );
  return pages
    .flatMap((p) => p.items)
    .slice(0, SEARCH_GROUP_LIMIT)
    .map((i) => ({
      contract_no: String(i.contract_no),
      building: i.building as BuildingCode,
      room_id: String(i.room_id),
      stay_id: String(i.stay_id),
      start_date: String(i.start_date),
      tenant_name: String(i.tenant_name),
      status: i.status === 'ended' ? 'ended' : 'active',
    }));
}
