import * as api from '../../shared/api/rooms/dashboard';
import { OLDEST_DEBTS, REPAIR_OPEN_DAYS } from '../../shared/api/rooms/dashboard';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { vnToday } from '../../shared/dates';
import { openRepairRequests } from '../repairs';
import { operation } from '../platform/http/handler';
import { legacyRoomBalances, unpaidNow } from '../kernel/ledger/stay-debts';
import { owingNowKept } from '../kernel/ledger/owing-now';
import { roomFiguresOfBuildings } from '../kernel/model/room-figures';
import { logLinesOfDay } from '../platform/db/entity-counts';
import { buildingFigures, unpaidFromKept, unpaidOf } from './dashboard-rules';
import { keptFacts, recountedFacts } from './dashboard-facts';
import { todoFigures } from './dashboard-todo-rules';
import { cashBalances, todoFactsOf } from './dashboard-todo';

/**
 * GET /api/dashboard: every building's (or one's) figures in one request. Shared reads are made once:
 * who owes (kernel/ledger/owing-now.ts: the buildings' 1311 rollups in one BatchGet, then per building
 * owing the first items of its owing index — O(1) per building; a building not kept yet is read as the
 * unpaid rent report reads it, with the rooms of old data once for those), the repair requests open for
 * `REPAIR_OPEN_DAYS` days or more (one Query of each building's open list), each cash box's balance
 * (its rollups), today's log lines (the kept per-day count: one BatchGet of the count shards) and the
 * buildings' kept room statuses (one BatchGet: kernel/model/room-figures.ts). A building whose kept
 * statuses are complete is read from them (dashboard-facts.ts `keptFacts`), else as before.
 * What to act on today (dashboard-todo.ts) is read per building at the same time as its other facts:
 * its reads do not wait on the rooms'.
 */
export const getDashboard = operation(api.getDashboard, async ({ query }) => {
  const today = vnToday();
  const month = today.slice(0, 7);
  const one = query.building === 'all' ? undefined : query.building;
  const buildings = one ? [one] : [...BUILDING_CODES];
  const [owing, repairs, cash, today_actions, figures] = await Promise.all([
    owingNowKept(buildings, today, OLDEST_DEBTS),
    openRepairRequests(one, REPAIR_OPEN_DAYS),
    cashBalances(buildings, today),
    logLinesOfDay(today),
    roomFiguresOfBuildings(buildings),
  ]);
  let legacy: ReturnType<typeof legacyRoomBalances> | undefined;
  const unpaid = async (b: string) => {
    const kept = owing.get(b);
    if (kept) return unpaidFromKept(kept);
    legacy ??= legacyRoomBalances(one);
    return unpaidOf(await unpaidNow(b, today, await legacy));
  };
  const sections = await Promise.all(
    buildings.map(async (b) => {
      const kept = figures.get(b)!;
      const [facts, todo] = await Promise.all([
        kept.complete ? keptFacts(kept, today, unpaid(b), repairs) : recountedFacts(b, today, unpaid(b), repairs),
        todoFactsOf(b, today, cash),
      ]);
      return { ...buildingFigures(facts, today), ...todoFigures({ ...todo, rooms: facts.rooms }, today) };
    }),
  );
  return { today, month, buildings: sections, cash: [...cash].map(([wallet, balance]) => ({ wallet, balance })), today_actions };
});
