import * as api from '../../shared/api/bills';
import type { CheckOut } from '../../shared/api/stays';
import { lastDayOf } from '../../shared/dates';
import { keys } from '../platform/db/keys';
import { byBuildingMonths, publicFields, roomIs } from '../platform/db/records';
import { operation } from '../platform/http/handler';

/** The final bills made at check-out in one month (by leave date): the check-out records' own bill, one Query. */
export const searchCheckoutPayments = operation(api.searchCheckoutPayments, async ({ query }) => {
  const items = await byBuildingMonths(keys.checkOutBuildingMonth, query.building, `${query.month}-01`, lastDayOf(query.month), roomIs(query.room_id));
  return items.map((i) => {
    const c = publicFields<CheckOut>(i);
    return {
      id: c.id,
      stay_id: c.stay_id,
      building: c.building,
      room_id: c.room_id,
      contract_no: c.contract_no,
      customer_name: c.customer_name,
      leave_date: c.leave_date,
      bill: {
        rent_days: c.bill.rent_days,
        days_in_month: c.bill.days_in_month,
        rent: c.bill.rent,
        electricity: c.bill.electricity,
        water: c.bill.water,
        total: c.bill.total,
      },
      status: c.status,
      receivable: c.receivable,
      deposit_applied: c.deposit_applied,
    };
  });
});
