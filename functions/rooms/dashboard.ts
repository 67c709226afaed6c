import * as api from '../../shared/api/rooms/dashboard';
import { REPAIR_OPEN_DAYS } from '../../shared/api/rooms/dashboard';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { vnToday } from '../../shared/dates';
import { openRepairRequests } from '../repairs';
import { operation } from '../platform/http/handler';
import { legacyRoomBalances } from '../kernel/ledger/stay-debts';
import { roomFiguresOfBuildings } from '../kernel/model/room-figures';
import { logLinesOfDay } from '../platform/db/entity-counts';
import { buildingFigures } from './dashboard-rules';
import { keptFacts, recountedFacts } from './dashboard-facts';
import { todoFigures } from './dashboard-todo-rules';
import { cashBalances, todoFactsOf } from './dashboard-todo';

/**
 * GET /api/dashboard: every building's (or one's) figures in one request. Shared reads are made once:
 * the rooms of old data still owing on their room object (one Query of their 1311 rollups, as the
 * unpaid rent report reads them; none after the migration), the repair requests open for
 * `REPAIR_OPEN_DAYS` days or more (one Query of each building's open list), each cash box's balance
 * (its rollups), today's log lines (the kept per-day count: one BatchGet of the count shards) and the
 * buildings' kept room statuses (one BatchGet: kernel/model/room-figures.ts). A building whose kept
 * statuses are complete is read from them (dashboard-facts.ts `keptFacts`), else as before.
 * What to act on today (dashboard-todo.ts) is read per building beside its other facts.
 */
export const getDashboard = operation(api.getDashboard, async ({ query }) => {
  const today = vnToday();
  const month = today.slice(0, 7);
  const one = query.building === 'all' ? undefined : query.building;
  const buildings = one ? [one] : [...BUILDING_CODES];
  const [legacy, repairs, cash, today_actions, figures] = await Promise.all([
    legacyRoomBalances(one),
    openRepairRequests(one, REPAIR_OPEN_DAYS),
    cashBalances(buildings, today),
    logLinesOfDay(today),
    roomFiguresOfBuildings(buildings),
  ]);
  const sections = await Promise.all(
    buildings.map(async (b) => {
      const kept = figures.get(b)!;
      const facts = kept.complete ? await keptFacts(kept, today, legacy, repairs) : await recountedFacts(b, today, legacy, repairs);
      const todo = await todoFactsOf(b, today, facts.rooms, cash);
      return { ...buildingFigures(facts, today), ...todoFigures(todo, today) };
    }),
  );
  return { today, month, buildings: sections, cash: [...cash].map(([wallet, balance]) => ({ wallet, balance })), today_actions };
});
