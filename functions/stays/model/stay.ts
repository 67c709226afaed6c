import type { Stay } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import { getById } from '../../kernel/stored';
import type { Entry } from '../../kernel/ledger/posting';

/**
 * The stay record (a check-in): stored with the entry it posted, so a removal can reverse it without
 * reading the journal. Its contract and customers are records of their own (contract.ts, customer.ts).
 */
export const stayItem = (s: Stay, entry?: Entry) => ({
  ...keys.stay(s.id),
  entity: 'stay',
  ...keys.recordIndexes('STAY', s.building, s.room_id, s.start_date, s.id),
  ...s,
  ...(entry ? { entry } : {}),
});

export const getStay = (id: string) => getById<Stay>(keys.stay(id), `Không tìm thấy phiếu nhận phòng ${id}`, 'stay_id');
