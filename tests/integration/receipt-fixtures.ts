import { ulid } from 'ulid';
import { transact } from '../../functions/platform/db/transact';
import { createBill } from '../../functions/bills/model/bill';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { getAccount, newAccount, stayLine, writeAccount, type StayInfo } from '../../functions/kernel/model/stay-account';
import { addCharge, EMPTY_ACCOUNT } from '../../functions/kernel/ledger/stay-account-rules';
import type { Bill } from '../../shared/api/bills';
import type { BuildingCode } from '../../shared/catalog/buildings';

/** One active stay per room for the fixtures' bills (a table of one test file: ids kept here). */
const stays = new Map<string, StayInfo>();

/** The room's fixture stay: an active tenant whose account the bills are charged to. */
export function fixtureStay(building: BuildingCode, room_id: string): StayInfo {
  const key = `${building}#${room_id}`;
  let s = stays.get(key);
  if (!s)
    stays.set(
      key,
      (s = {
        stay_id: ulid(),
        building,
        room_id,
        contract_no: `HD-${room_id}`,
        customer_name: `Khách ${room_id}`,
        start_date: '2026-01-01',
        stay_status: 'active',
      }),
    );
  return s;
}

/**
 * A stay checked in through the API becomes its room's fixture stay: the fixtures' bills of that room
 * are charged to it from now on (its account was written by the check-in).
 */
export function adoptStay(stay: {
  id: string;
  building: string;
  room_id: string;
  contract_no: string;
  start_date: string;
  occupants: { name: string }[];
}): StayInfo {
  const s: StayInfo = {
    stay_id: stay.id,
    building: stay.building,
    room_id: stay.room_id,
    contract_no: stay.contract_no,
    customer_name: stay.occupants[0]?.name ?? '',
    start_date: stay.start_date,
    stay_status: 'active',
  };
  stays.set(`${stay.building}#${stay.room_id}`, s);
  return s;
}

/**
 * The room's fixture stay with an account (still empty when new), for a test that pays a room without
 * a bill: a payment needs a stay to belong to (a room that never had one answers 409).
 */
export async function ensureStay(building: BuildingCode, room_id: string): Promise<StayInfo> {
  const stay = fixtureStay(building, room_id);
  if (!(await getAccount(building, room_id, stay.stay_id))) await transact([writeAccount(newAccount(stay), EMPTY_ACCOUNT)]);
  return stay;
}

/**
 * A month's bill for a room, written as the run writes it, for receipt test files that run in a table
 * of their own (`useOwnTable`) without a billing run: an open item of the room's fixture stay (its
 * credits pay it at once, as the run does); `posted` adds its entry (Dr 1311 the stay / Cr 5111).
 */
export async function bill(building: BuildingCode, room_id: string, month: string, total: number, posted = false) {
  const stay = fixtureStay(building, room_id);
  const account = (await getAccount(building, room_id, stay.stay_id)) ?? newAccount(stay);
  const b: Bill = {
    id: `${building}-${month}-${room_id}`,
    bill_no: `BT-${building}${month.slice(2, 4)}${month.slice(5)}-${room_id}`,
    building,
    month,
    room_id,
    date: `${month}-28`,
    stay_id: stay.stay_id,
    contract_no: stay.contract_no,
    customer_name: stay.customer_name,
    lines: [{ kind: 'rent', label: 'Tiền phòng', quantity: null, unit_price: null, amount: total }],
    total,
    status: 'open',
    version: 1,
    created_at: '2026-11-01T00:00:00Z',
    created_by: 'test',
  };
  const state = addCharge(account.state, { id: b.id, kind: 'bill', no: b.bill_no, date: b.date, month, total });
  const paid = state.charges.find((c) => c.id === b.id)!.paid;
  const stored: Bill = paid > 0 ? { ...b, paid, status: paid >= total ? 'paid' : 'open' } : b;
  const entry = posted
    ? buildEntry(
        {
          date: b.date,
          building,
          voucher_type: 'bill',
          voucher_id: b.id,
          voucher_no: b.bill_no,
          description: `Hoá đơn ${b.bill_no}`,
          lines: [
            { ...stayLine(account), debit: total },
            { account_key: 'room_revenue', credit: total },
          ],
        },
        '2026-11-01T00:00:00Z',
      )
    : undefined;
  await transact([createBill(stored, entry), writeAccount(account, state), ...(entry ? entryItems(entry) : [])]);
}
