import * as api from '../../shared/api/deposits';
import { COMMISSION_LOOKBACK_MONTHS, commissionOf, WALK_IN } from '../../shared/catalog/deposits';
import { operation } from '../platform/http/handler';
import { commissionDepositsPage, roomsByKey } from './model/deposit-pages';
import { depositViewOf } from './guard-view';

/**
 * Room-showing commissions of a month, a page at a time (issue 23 §13): each deposit that turned into
 * a check-in during it earns its agent a share of the room's rent. Deposits are read by their own
 * month (GSI1), the month itself and COMMISSION_LOOKBACK_MONTHS before it, one partition after the
 * other from the cursor, keeping (in the Query's filter) only those checked in during the month; the
 * rent is the room's current rent, read by key for the page's rooms only. The page is in key order
 * (building, deposit month, date): the web sorts the whole list and totals it.
 */
export const listCommissions = operation(api.listCommissions, async ({ query }, { caller }) => {
  // A guard is answered their own commissions only (asking for another agent's gives none).
  const view = depositViewOf(caller);
  if (query.agent_user_id && !view.owns({ agent_user_id: query.agent_user_id })) return { items: [] };
  const page = await commissionDepositsPage(
    // A guard's page is read for their own deposits, so it fills with rows they may see.
    { month: query.month, building: query.building, agent: query.agent_user_id ?? (view.guard ? caller.sub : undefined), lookback: COMMISSION_LOOKBACK_MONTHS },
    query,
  );
  // The filter again, as the rule: whatever the Query answered, only these rows are commissions.
  const deposits = page.items.filter(
    (d) =>
      d.agent_user_id !== WALK_IN &&
      (d.checked_in_at ?? '').slice(0, 7) === query.month &&
      (!query.agent_user_id || d.agent_user_id === query.agent_user_id) &&
      view.owns(d),
  );
  const rooms = await roomsByKey(deposits);
  const items = deposits.map((d) => {
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
  });
  return { items, ...(page.cursor ? { cursor: page.cursor } : {}) };
});
