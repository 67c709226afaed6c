import type { CheckOut, ReturnDeposit } from '../../../shared/api/stays';
import type { Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { byRoom, publicFields } from '../../platform/db/records';
import type { Entry } from '../../kernel/ledger/entry';
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

export const toCheckOut = (i: Item): CheckOut => publicFields<CheckOut>(i);
export const toReturnDeposit = (i: Item): ReturnDeposit => publicFields<ReturnDeposit>(i);

/** What a done check-out left its stay owing (the stays' receivables migration reads a room's). */
export interface CheckOutReceivable {
  id: string;
  stay_id: string;
  contract_no: string;
  leave_date: string;
  receivable: number;
}

export const checkOutReceivableOf = (c: Item): CheckOutReceivable => ({
  id: String(c.id),
  stay_id: String(c.stay_id),
  contract_no: String(c.contract_no ?? ''),
  leave_date: String(c.leave_date),
  receivable: Number(c.receivable ?? 0),
});

/** A room's done check-outs (its timeline: one Query, the status filtered in DynamoDB). */
export async function doneCheckOutsOfRoom(building: string, roomId: string): Promise<CheckOutReceivable[]> {
  const items = await byRoom(building, roomId, 'CHECKOUT', { expression: '#s = :done', names: { '#s': 'status' }, values: { ':done': 'done' } });
  return items.map(checkOutReceivableOf);
}
