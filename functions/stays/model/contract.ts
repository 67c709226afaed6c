import type { Contract } from '../../../shared/api/customers';
import type { Stay } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import { updateItem, type TxItem } from '../../platform/db/transact';

/** The contract record: made at check-in from its stay, and following the stay's end. */

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
