import type { RoomStay, StayFile } from '../../../shared/api/rooms/file';
import type { Stay } from '../../../shared/api/stays';
import type { Account } from '../../kernel/model/stay-account';
import { stayStatement } from '../../kernel/ledger/stay-statement';

/** A stay as the room page and the tenant page list it. */
export const stayRowOf = (s: Stay): RoomStay => ({
  stay_id: s.id,
  contract_no: s.contract_no,
  tenant: s.occupants[0]?.name ?? '',
  start_date: s.start_date,
  ...(s.leave_date ? { leave_date: s.leave_date } : {}),
  status: s.status === 'active' ? 'active' : 'checked_out',
  rent: s.rent,
});

/**
 * A stay with its people, the deposit the ledger holds for it and its account told line by line: the
 * account's own figures (what the receipt form and the unpaid report read), so its balance is the
 * stay's 1311 in the journal.
 */
export const stayFileOf = (s: Stay, account: Account, depositHeld: number): StayFile => ({
  ...stayRowOf(s),
  occupants: s.occupants.map((o) => ({ customer_id: o.customer_id, name: o.name, ...(o.phone ? { phone: o.phone } : {}) })),
  vehicles: s.vehicles,
  deposit_held: depositHeld,
  notice_days: s.notice_days,
  account: stayStatement(account.state),
});
