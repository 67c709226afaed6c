import type { CheckOut, ReturnDeposit } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import type { Entry } from '../../kernel/ledger/posting';
import { getById } from '../../kernel/stored';

/** Stored shapes of a check-out (with its entry) and a return-deposit record. */

export const checkOutItem = (c: CheckOut, entry?: Entry) => ({
  ...keys.checkOut(c.id),
  entity: 'check_out',
  ...keys.recordIndexes('CHECKOUT', c.building, c.room_id, c.leave_date, c.id),
  ...c,
  ...(entry ? { entry } : {}),
});

export const returnDepositItem = (r: ReturnDeposit) => ({
  ...keys.returnDeposit(r.id),
  entity: 'return_deposit',
  ...keys.recordIndexes('RETDEP', r.building, r.room_id, r.leave_date, r.id),
  ...r,
});

export const getCheckOut = (id: string) => getById<CheckOut>(keys.checkOut(id), `Không tìm thấy phiếu trả phòng ${id}`);
export const getReturnDeposit = (id: string) => getById<ReturnDeposit>(keys.returnDeposit(id), `Không tìm thấy phiếu trả cọc ${id}`);
