import * as api from '../../shared/api/stays';
import type { CheckOut, ReturnDeposit, Stay } from '../../shared/api/stays';
import { keys } from '../platform/db/keys';
import { operation } from '../platform/http/handler';
import { allOf, byBuildingMonths, byRoom, roomIs, statusIs } from '../platform/db/records';
import { fold } from '../../shared/text/fold';
import { compareIso } from '../../shared/text/collate';
import { toCheckOut, toReturnDeposit } from './model/check-out';
import { toStay } from './model/stay';
import { cashDepositLinesPage } from './model/cash-deposit-page';

/** Reads: one Query per month of the range (byBuildingMonth), or the room's own partition (byRoom). */

const byDate =
  <T extends { id: string }>(dateOf: (t: T) => string) =>
  (a: T, b: T) =>
    compareIso(dateOf(a), dateOf(b)) || compareIso(a.id, b.id);

export const searchCheckIns = operation(api.searchCheckIns, async ({ query }) => {
  const items =
    query.from && query.to
      ? await byBuildingMonths(keys.stayBuildingMonth, query.building, query.from, query.to, allOf(statusIs(query.status), roomIs(query.room_id)))
      : await byRoom(query.building, query.room_id!, 'STAY', statusIs(query.status));
  let stays = items.map(toStay);
  if (query.q) {
    const q = fold(query.q);
    stays = stays.filter((s) =>
      fold([s.contract_no, ...s.occupants.flatMap((o) => [o.name, o.phone?.replace(/\D/g, ''), o.id_number])].filter(Boolean).join(' ')).includes(q),
    );
  }
  return stays.sort(byDate<Stay>((s) => s.start_date));
});

export const searchCheckOuts = operation(api.searchCheckOuts, async ({ query }) => {
  const items = await byBuildingMonths(keys.checkOutBuildingMonth, query.building, query.from, query.to, allOf(statusIs(query.status), roomIs(query.room_id)));
  return items.map(toCheckOut).sort(byDate<CheckOut>((c) => c.leave_date));
});

export const searchReturnDeposits = operation(api.searchReturnDeposits, async ({ query }) => {
  const items = await byBuildingMonths(keys.returnDepositBuildingMonth, query.building, query.from, query.to, statusIs(query.status));
  return items.map(toReturnDeposit).sort(byDate<ReturnDeposit>((r) => r.leave_date));
});

/**
 * Cash and bank movements of deposit money: the wallet lines whose voucher is a deposit, a check-in or
 * a refund (their reversals included), one page at a time from the wallets' books (model/cash-deposit-page.ts).
 */
export const searchCashDeposits = operation(api.searchCashDeposits, async ({ query }) =>
  cashDepositLinesPage(query, { limit: query.limit, cursor: query.cursor }),
);
