import * as api from '../../shared/api/rooms/dashboard';
import { REPAIR_OPEN_DAYS } from '../../shared/api/rooms/dashboard';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { vnToday } from '../../shared/dates';
import { sheetsBetween } from '../readings';
import { openRepairRequests } from '../repairs';
import { whoStaysNow } from '../customers';
import { depositsByIds, toDeposit } from '../deposits';
import { operation } from '../platform/http/handler';
import { legacyRoomBalances, unpaidNow } from '../kernel/ledger/stay-debts';
import { logLinesOfDay } from '../platform/db/entity-counts';
import { buildingFigures, type BuildingFacts } from './dashboard-rules';
import { todoFigures } from './dashboard-todo-rules';
import { cashBalances, todoFactsOf } from './dashboard-todo';
import { roomHoldings } from './model/room-views';

type Legacy = Awaited<ReturnType<typeof legacyRoomBalances>>;

/**
 * One building's facts, read in parallel: its rooms (one Query), who stays now (one Query of the
 * customers' "staying" index), the month's electricity and water sheets (one Query each), who owes
 * (the unpaid rent report's rows: one Query of the building's open stay accounts), then the deposits
 * its rooms hold (one BatchGet). O(rooms + open items), whatever the history.
 */
async function factsOf(
  building: BuildingCode,
  today: string,
  legacy: Legacy,
  repairs: (BuildingFacts['repairs'][number] & { building: string })[],
): Promise<BuildingFacts> {
  const month = today.slice(0, 7);
  const [rooms, staying, e, w, unpaid] = await Promise.all([
    roomHoldings(building),
    whoStaysNow(building),
    sheetsBetween(building, 'E', month, month),
    sheetsBetween(building, 'W', month, month),
    unpaidNow(building, today, legacy),
  ]);
  const held = rooms.map((r) => r.active_deposit_id).filter((id): id is string => id !== undefined);
  const deposits = held.length ? (await depositsByIds(held)).map(toDeposit) : [];
  return {
    building,
    rooms,
    staying,
    deposits,
    unpaid,
    readings: { E: new Set(Object.keys(e[0]?.rooms ?? {})), W: new Set(Object.keys(w[0]?.rooms ?? {})) },
    repairs: repairs.filter((r) => r.building === building),
  };
}

/**
 * GET /api/dashboard: every building's (or one's) figures in one request. Shared reads are made once:
 * the rooms of old data still owing on their room object (one Query of their 1311 rollups, as the
 * unpaid rent report reads them; none after the migration), the repair requests open for
 * `REPAIR_OPEN_DAYS` days or more (one Query of each building's open list), each cash box's balance
 * (its rollups) and today's log lines (the kept per-day count: one BatchGet of the count shards).
 * What to act on today (dashboard-todo.ts) is read per building beside its other facts.
 */
export const getDashboard = operation(api.getDashboard, async ({ query }) => {
  const today = vnToday();
  const month = today.slice(0, 7);
  const one = query.building === 'all' ? undefined : query.building;
  const buildings = one ? [one] : [...BUILDING_CODES];
  const [legacy, repairs, cash, today_actions] = await Promise.all([
    legacyRoomBalances(one),
    openRepairRequests(one, REPAIR_OPEN_DAYS),
    cashBalances(buildings, today),
    logLinesOfDay(today),
  ]);
  const sections = await Promise.all(
    buildings.map(async (b) => {
      const facts = await factsOf(b, today, legacy, repairs);
      const todo = await todoFactsOf(b, today, facts.rooms, cash);
      return { ...buildingFigures(facts, today), ...todoFigures(todo, today) };
    }),
  );
  return { today, month, buildings: sections, cash: [...cash].map(([wallet, balance]) => ({ wallet, balance })), today_actions };
});
