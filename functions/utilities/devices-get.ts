import * as api from '../../shared/api/utilities';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { compareNumbered } from '../../shared/text/collate';
import { operation } from '../platform/http/handler';
import { devicesResolver } from './model/consumption-analysis';
import { roomsOf } from '../kernel/model/room';

/**
 * Every room's devices of a month: once the month is finalized, those saved with its rows; else the
 * month's own assignment, or the newest of the three months before, or none. One wave of Queries.
 */
export const getAnalysisDevices = operation(api.getAnalysisDevices, async ({ query }) => {
  const [{ devicesOf, saved }, rooms] = await Promise.all([devicesResolver(query.month), Promise.all(BUILDING_CODES.map(roomsOf))]);
  if (saved) return { month: query.month, data: saved };
  const data = rooms.flatMap((list, i) =>
    [...list]
      .sort((a, b) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id))
      .map((r) => ({ building: BUILDING_CODES[i]!, room_id: r.room_id, devices: devicesOf(BUILDING_CODES[i]!, r.room_id) })),
  );
  return { month: query.month, data };
});
