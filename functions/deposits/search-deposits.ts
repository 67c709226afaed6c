import * as api from '../../shared/api/deposits';
import type { DepositStatus } from '../../shared/catalog/deposits';
import { fold } from '../../shared/text/fold';
import { operation } from '../platform/http/handler';
import { depositsBetween, toDeposit, type DepositItem } from './model/deposit';
import { depositViewOf, type DepositView } from './guard-view';

interface Filter {
  from: string;
  to: string;
  building?: string;
  status?: DepositStatus;
  room_id?: string;
  q?: string;
}

/**
 * Deposits by date range (GSI1, one Query per building and month), then room and text on the result.
 * A guard's search covers only their own deposits, and their text does not match phone numbers (a
 * number they cannot see is not one they may probe for).
 */
export async function findDeposits(f: Filter, view: DepositView) {
  const items = await depositsBetween(f.from, f.to, { building: f.building, status: f.status });
  const q = f.q ? fold(f.q) : undefined;
  const searched = (d: DepositItem) => (view.guard ? [d.customer_name, d.slip_no] : [d.customer_name, d.phone, d.slip_no]);
  const match = (d: DepositItem) =>
    view.owns(d) && (!f.room_id || d.room_id === f.room_id) && (!q || searched(d).some((v) => v !== undefined && fold(String(v)).includes(q)));
  return items.filter(match).map((d) => view.shown(toDeposit(d)));
}

export const searchDeposits = operation(api.searchDeposits, async ({ query }, { caller }) => findDeposits(query, depositViewOf(caller)));

export const searchCancelledDeposits = operation(api.searchCancelledDeposits, async ({ query }, { caller }) =>
  findDeposits({ ...query, status: 'cancelled' }, depositViewOf(caller)),
);
