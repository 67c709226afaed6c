import * as api from '../../shared/api/rooms/dashboard';
import { REPAIR_OPEN_DAYS } from '../../shared/api/rooms/dashboard';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { vnToday } from '../../shared/dates';
import { sheetsBetween } from '../readings';
import { openRepairRequests } from '../repairs';
import { getMany } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { operation } from '../platform/http/handler';
import { legacyRoomBalances, unpaidNow } from '../kernel/ledger/stay-debts';
import { buildingFigures, type BuildingFacts } from './dashboard-rules';

type Legacy = Awaited<ReturnType<typeof legacyRoomBalances>>;

/**
 * One building's facts, read in parallel: its rooms (one Query), who stays now (one Query of the
 * customers' "staying" index), the month's electricity and water sheets (one Query each), who owes
 * (the unpaid rent report's rows: one Query of the building's open stay accounts), then the deposits
 * its rooms hold (one BatchGet). O(rooms + open items), whatever the history.
 */
async function factsOf(building: BuildingCode, today: string, legacy: Legacy, repairs: (BuildingFacts['repairs'][number] & { building: string })[]): Promise<BuildingFacts> {
  const month = today.slice(0, 7);
  const [rooms, staying, e, w, unpaid] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
      ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':room': keys.roomPrefix },
    }),
    queryAll({
      IndexName: 'byBuildingMonth',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.customersStaying(building) },
      ProjectionExpression: 'room_id, check_in_date',
    }),
    sheetsBetween(building, 'E', month, month),
    sheetsBetween(building, 'W', month, month),
    unpaidNow(building, today, legacy),
  ]);
  const held = rooms.map((r) => r.active_deposit_id).filter((id): id is string => typeof id === 'string');
  const deposits = held.length ? await getMany([...new Set(held)].map((id) => keys.deposit(id))) : [];
  return {
    building,
    rooms,
    staying: staying.map((c) => ({ room_id: String(c.room_id), check_in_date: String(c.check_in_date) })),
    deposits,
    unpaid,
    readings: { E: new Set(Object.keys(e[0]?.rooms ?? {})), W: new Set(Object.keys(w[0]?.rooms ?? {})) },
    repairs: repairs.filter((r) => r.building === building),
  };
}

/**
 * GET /api/dashboard: every building's (or one's) figures in one request. Shared reads are made once:
 * the rooms of old data still owing on their room object (one Query of their 1311 rollups, as the
 * unpaid rent report reads them; none after the migration) and the repair requests open for
 * `REPAIR_OPEN_DAYS` days or more (one Query of each building's open list).
 */
export const getDashboard = operation(api.getDashboard, async ({ query }) => {
  const today = vnToday();
  const month = today.slice(0, 7);
  const one = query.building === 'all' ? undefined : query.building;
  const [legacy, repairs] = await Promise.all([legacyRoomBalances(one), openRepairRequests(one, REPAIR_OPEN_DAYS)]);
  const facts = await Promise.all((one ? [one] : BUILDING_CODES).map((b) => factsOf(b, today, legacy, repairs)));
  return { today, month, buildings: facts.map((f) => buildingFigures(f, today)) };
});
