import type { Contract, Customer } from '../../../shared/api/customers';
import type { Occupant, Stay } from '../../../shared/api/stays';
import { keys } from '../../lib/db/keys';
import { updateItem, type TxItem } from '../../lib/db/transact';
import type { Entry } from '../ledger/posting';
import { fold } from '../../../shared/text/fold';
import { getById } from '../../lib/db/records';

/** The stored shapes of a stay, its contract and its customers, and the writes that move them. */


export const stayItem = (s: Stay, entry?: Entry) => ({
  ...keys.stay(s.id),
  entity: 'stay',
  ...keys.recordIndexes('STAY', s.building, s.room_id, s.start_date, s.id),
  ...s,
  ...(entry ? { entry } : {}),
});

export const contractItem = (c: Contract) => ({
  ...keys.contract(c.building, c.contract_no),
  entity: 'contract',
  ...keys.recordIndexes('CONTRACT', c.building, c.room_id, c.start_date, c.stay_id),
  ...c,
});

export const contractOf = (s: Stay, at: string): Contract => ({
  contract_no: s.contract_no,
  building: s.building,
  room_id: s.room_id,
  stay_id: s.id,
  start_date: s.start_date,
  rent: s.rent,
  deposit_held: s.deposit_held,
  notice_days: s.notice_days,
  tenant_name: s.occupants[0]!.name,
  ...(s.occupants[0]!.phone ? { tenant_phone: s.occupants[0]!.phone } : {}),
  ...(s.occupants[0]!.id_number ? { tenant_id_number: s.occupants[0]!.id_number } : {}),
  occupants_count: s.occupants.length,
  status: 'active',
  created_at: at,
});

/** The contract follows its stay: ended at check-out, active again when the check-out is cancelled. */
export const contractStatusItem = (s: Pick<Stay, 'building' | 'contract_no' | 'id'>, status: Contract['status'], endDate?: string): TxItem =>
  updateItem(keys.contract(s.building, s.contract_no), {
    expression: endDate ? 'SET #status = :status, end_date = :end' : 'SET #status = :status REMOVE end_date',
    condition: 'stay_id = :stay',
    names: { '#status': 'status' },
    values: { ':status': status, ':stay': s.id, ...(endDate ? { ':end': endDate } : {}) },
    conflict: `Hợp đồng ${s.contract_no} không thuộc lượt ở này`,
  });

export const customerItem = (s: Pick<Stay, 'building' | 'room_id' | 'id' | 'contract_no'>, o: Occupant, checkInDate: string) => {
  const c: Customer = {
    id: o.customer_id,
    building: s.building,
    room_id: s.room_id,
    stay_id: s.id,
    contract_no: s.contract_no,
    name: o.name,
    ...(o.phone ? { phone: o.phone } : {}),
    ...(o.id_number ? { id_number: o.id_number } : {}),
    ...(o.birth_date ? { birth_date: o.birth_date } : {}),
    ...(o.hometown ? { hometown: o.hometown } : {}),
    check_in_date: checkInDate,
    status: 'staying',
  };
  return {
    ...keys.customer(s.building, c.id),
    entity: 'customer',
    GSI1PK: keys.customersStaying(s.building),
    GSI1SK: keys.customerStayingSort(s.room_id, c.id),
    GSI2PK: keys.roomRecords(s.building, s.room_id),
    GSI2SK: keys.roomRecord('CUST', checkInDate, c.id),
    ...c,
    search: fold([o.name, o.phone?.replace(/\D/g, ''), o.id_number].filter(Boolean).join(' ')),
  };
};

/** A customer leaves: out of the "staying now" index (sparse GSI1), with the day they left. */
export const customerLeavesItem = (building: string, customerId: string, date: string): TxItem =>
  updateItem(keys.customer(building, customerId), {
    expression: 'SET #status = :left, left_date = :date REMOVE GSI1PK, GSI1SK',
    condition: '#status = :staying',
    names: { '#status': 'status' },
    values: { ':left': 'left', ':staying': 'staying', ':date': date },
    conflict: `Khách ${customerId} không còn ở phòng`,
  });

/** Undo of a leave: back in the "staying now" index. */
export const customerBackItem = (building: string, roomId: string, customerId: string): TxItem =>
  updateItem(keys.customer(building, customerId), {
    expression: 'SET #status = :staying, GSI1PK = :pk, GSI1SK = :sk REMOVE left_date',
    condition: '#status = :left',
    names: { '#status': 'status' },
    values: { ':left': 'left', ':staying': 'staying', ':pk': keys.customersStaying(building), ':sk': keys.customerStayingSort(roomId, customerId) },
    conflict: `Khách ${customerId} đang ở phòng`,
  });

export const getStay = (id: string) => getById<Stay>(keys.stay(id), `Không tìm thấy phiếu nhận phòng ${id}`);
