import { REPAIR_ENDPOINTS, type RepairBook } from '../../shared/api/repairs';
import { repairRequestsByIds } from '../core/records/repair-request';
import { timesheetsOfMonth } from '../core/records/repair-timesheet';
import { operation } from '../lib/http/handler';

/** The month's timesheets with the requests they worked on (one BatchGet of those requests, same book). */
const withRequestsOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].timesheetsWithRequests, async ({ query }) => {
    const items = await timesheetsOfMonth(book, query.month, query.building);
    const byId = new Map((await repairRequestsByIds(book, items.flatMap((t) => t.request_ids))).map((r) => [r.id, r]));
    return { items: items.map((t) => ({ ...t, requests: t.request_ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) })) };
  });

export const repairTimesheetsWithRequests = withRequestsOf('ordinary');
export const pcccRepairTimesheetsWithRequests = withRequestsOf('pccc');
