import type { CheckOut, ReturnDeposit } from '../../shared/api/stays';
import { keys } from '../lib/db/keys';
import type { Entry } from '../ledger/posting';

/** Stored shapes of a check-out (with its entry) and a return-deposit record. */

export const checkOutItem = (c: CheckOut, entry?: Entry) => ({
  ...keys.checkOut(c.id),
  entity: 'check_out',
  GSI1PK: keys.checkOutBuildingMonth(c.building, c.leave_date.slice(0, 7)),
  GSI1SK: `${c.leave_date}#${c.id}`,
  GSI2PK: keys.roomRecords(c.building, c.room_id),
  GSI2SK: keys.roomRecord('CHECKOUT', c.leave_date, c.id),
  ...c,
  ...(entry ? { entry } : {}),
});

export const returnDepositItem = (r: ReturnDeposit) => ({
  ...keys.returnDeposit(r.id),
  entity: 'return_deposit',
  GSI1PK: keys.returnDepositBuildingMonth(r.building, r.leave_date.slice(0, 7)),
  GSI1SK: `${r.leave_date}#${r.id}`,
  GSI2PK: keys.roomRecords(r.building, r.room_id),
  GSI2SK: keys.roomRecord('RETDEP', r.leave_date, r.id),
  ...r,
});
