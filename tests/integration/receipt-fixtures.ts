import { transact } from '../../functions/lib/db/transact';
import { createBill } from '../../functions/core/records/bill';
import { buildEntry, entryItems } from '../../functions/core/ledger/posting';
import type { Bill } from '../../shared/api/payments';
import type { BuildingCode } from '../../shared/catalog/buildings';

/**
 * A month's bill for a room, written as the run writes it, for receipt test files that run in a table
 * of their own (`useOwnTable`) without a billing run; `posted` adds its entry (Dr 1311 room / Cr 5111).
 */
export async function bill(building: BuildingCode, room_id: string, month: string, total: number, posted = false) {
  const b: Bill = {
    id: `${building}-${month}-${room_id}`,
    bill_no: `BT-${building}${month.slice(2, 4)}${month.slice(5)}-${room_id}`,
    building,
    month,
    room_id,
    date: `${month}-28`,
    stay_id: 'S',
    contract_no: `HD-${room_id}`,
    customer_name: `Khách ${room_id}`,
    lines: [{ kind: 'rent', label: 'Tiền phòng', quantity: null, unit_price: null, amount: total }],
    total,
    status: 'open',
    version: 1,
    created_at: '2026-11-01T00:00:00Z',
    created_by: 'test',
  };
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
            { account_key: 'customer_receivable', debit: total, object: `room:${building}-${room_id}` },
            { account_key: 'room_revenue', credit: total },
          ],
        },
        '2026-11-01T00:00:00Z',
      )
    : undefined;
  await transact([createBill(b, entry), ...(entry ? entryItems(entry) : [])]);
}
