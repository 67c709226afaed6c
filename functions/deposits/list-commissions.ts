import * as api from '../../shared/api/deposits';
import { lastDayOf } from '../../shared/dates';
import { COMMISSION_LOOKBACK_MONTHS, commissionOf, WALK_IN } from '../../shared/catalog/deposits';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { operation } from '../platform/http/handler';
import { roomsOf } from '../kernel/model/room';
import { depositsBetween } from './model/deposit';
import { compareIso, compareVietnamese } from '../../shared/text/collate';
import { depositViewOf } from './guard-view';

const monthsBefore = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const t = new Date(Date.UTC(y, m - 1 - n, 1));
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Room-showing commissions of a month: each deposit that turned into a check-in during it earns its
 * agent a share of the room's rent. Deposits are read by their own month (GSI1), the month itself
 * and COMMISSION_LOOKBACK_MONTHS before it, keeping only those checked in during the month; the rent
 * is the room's current rent (one Query per building).
 */
export const listCommissions = operation(api.listCommissions, async ({ query }, { caller }) => {
  // A guard is answered their own commissions only (asking for another agent's gives none).
  const view = depositViewOf(caller);
  const from = `${monthsBefore(query.month, COMMISSION_LOOKBACK_MONTHS)}-01`;
  const deposits = (await depositsBetween(from, lastDayOf(query.month), { building: query.building, status: 'checked_in' })).filter(
    (d) =>
      d.agent_user_id !== WALK_IN &&
      (d.checked_in_at ?? '').slice(0, 7) === query.month &&
      (!query.agent_user_id || d.agent_user_id === query.agent_user_id) &&
      view.owns(d),
  );
  const buildings = [...new Set(deposits.map((d) => d.building))] as BuildingCode[];
  const rooms = new Map((await Promise.all(buildings.map(roomsOf))).flat().map((r) => [`${r.building}#${r.room_id}`, r]));
  const rows = deposits
    .map((d) => {
      const rent = rooms.get(`${d.building}#${d.room_id}`)?.rent ?? 0;
      return {
        deposit_id: d.id,
        slip_no: d.slip_no,
        building: d.building,
        room_id: d.room_id,
        customer_name: d.customer_name,
        agent_user_id: d.agent_user_id,
        agent_name: d.agent_name,
        deposit_date: d.date,
        // Every deposit kept was checked in during the month (the filter above).
        checked_in_at: d.checked_in_at!,
        ...(d.stay_id ? { stay_id: d.stay_id } : {}),
        rent,
        amount: commissionOf(rent),
      };
    })
    .sort((a, b) => compareVietnamese(a.agent_name, b.agent_name) || compareIso(a.checked_in_at, b.checked_in_at));
  return { rows, total: rows.reduce((s, r) => s + r.amount, 0) };
});
