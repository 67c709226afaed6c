import type * as z from 'zod';
import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { Conflict } from '../platform/errors';
import { getRoom } from '../kernel/model/room';
import { accountsOfRoom, payingStay, type Account } from '../kernel/model/stay-account';
import { figures } from '../kernel/ledger/stay-account-rules';

type OwedMonth = z.infer<typeof api.owedMonth>;

/** A stay as the collection views name it (a removed stay is never shown, so the rest are active or gone). */
const stayRefOf = (a: Account) => ({
  stay_id: a.stay_id,
  contract_no: a.contract_no,
  customer_name: a.customer_name,
  ...(a.phone ? { phone: a.phone } : {}),
  start_date: a.start_date,
  ...(a.leave_date ? { leave_date: a.leave_date } : {}),
  status: a.stay_status === 'active' ? ('active' as const) : ('checked_out' as const),
});

/** The account's open items oldest first (as a payment pays them) and its figures. */
function debtOf(a: Account) {
  const f = figures(a.state);
  const months: OwedMonth[] = f.open.map((c) => ({
    id: c.id,
    kind: c.kind,
    month: c.month,
    date: c.date,
    bill_no: c.no,
    total: c.total,
    paid: c.paid,
    owed: c.total - c.paid,
  }));
  return { months, owed: f.owed, credit: f.credit, balance: f.balance };
}

/**
 * The stay a receipt of the room goes to when `stayId` names none, or the one named: payingStay on the
 * accounts already read (it reads the room's timeline only when they cannot answer).
 */
async function chosenStay(building: string, roomId: string, accounts: readonly Account[], stayId: string | undefined): Promise<Account | undefined> {
  try {
    return await payingStay(building, roomId, stayId, accounts);
  } catch (e) {
    // The room never had a tenant: nothing to collect (an unknown room is still a 404).
    if (e instanceof Conflict && e.code === 'state') {
      await getRoom(building, roomId, false);
      return undefined;
    }
    throw e;
  }
}

/**
 * What a room owes, per stay (business rules §9): the stay a receipt goes to (the current one, or
 * the one asked for) with its open items and figures, and the room's other stays that still owe or
 * paid ahead (departed tenants), newest first. One consistent Query of the room's accounts.
 */
export const chargeRoomMonths = operation(api.chargeRoomMonths, async ({ query }) => {
  const accounts = await accountsOfRoom(query.building, query.room_id);
  const chosen = await chosenStay(query.building, query.room_id, accounts, query.stay_id);
  const stays = accounts
    .filter((a) => a.stay_id !== chosen?.stay_id && a.stay_status !== 'removed')
    .map((a) => ({ ...stayRefOf(a), ...debtOf(a) }))
    .filter((d) => d.balance !== 0 || d.credit !== 0)
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.stay_id.localeCompare(a.stay_id));
  if (!chosen) return { stay: null, months: [], owed: 0, credit: 0, balance: 0, stays };
  return { stay: stayRefOf(chosen), ...debtOf(chosen), stays };
});
