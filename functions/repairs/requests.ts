import type { RepairBook, RepairRequest } from '../../shared/api/repairs';
import { REPAIR_BOOK_TEXT, REPAIR_STATUS_TEXT } from '../../shared/api/repairs';

/** How a request shows in the activity log (before/after). */
export const shownRequest = (r: RepairRequest) => ({
  building: r.building,
  ...(r.room_id ? { room_id: r.room_id } : { common_area: r.common_area }),
  description: r.description,
  reported_by: r.reported_by,
  reported_on: r.reported_on,
  status: r.status,
  ...(r.tenant_caused ? { tenant_caused: true, charge_amount: r.charge_amount } : {}),
});

export const statusWord = (r: Pick<RepairRequest, 'status'>) => REPAIR_STATUS_TEXT[r.status];
export const bookWord = (book: RepairBook) => REPAIR_BOOK_TEXT[book].toLowerCase();
