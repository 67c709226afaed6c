import * as api from '../../shared/api/deposits';
import type { DepositStatus } from '../../shared/catalog/deposits';
import { fold } from '../../shared/text/fold';
import { operation } from '../lib/http/handler';
import { depositsBetween, toDeposit, type DepositItem } from '../core/records/deposit';


interface Filter {
  from: string;
  to: string;
  building?: string;
  status?: DepositStatus;
  room_id?: string;
  q?: string;
}

/** Deposits by date range (GSI1, one Query per building and month), then room and text on the result. */
export async function findDeposits(f: Filter) {
  const items = await depositsBetween(f.from, f.to, { building: f.building, status: f.status });
  const q = f.q ? fold(f.q) : undefined;
  const match = (d: DepositItem) =>
    (!f.room_id || d.room_id === f.room_id) &&
    (!q || [d.customer_name, d.phone, d.slip_no].some((v) => v !== undefined && fold(String(v)).includes(q)));
  return items.filter(match).map(toDeposit);
}

export const searchDeposits = operation(api.searchDeposits, async ({ query }) => findDeposits(query));

export const searchCancelledDeposits = operation(api.searchCancelledDeposits, async ({ query }) => findDeposits({ ...query, status: 'cancelled' }));
