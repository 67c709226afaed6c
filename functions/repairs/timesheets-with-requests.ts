import { REPAIR_ENDPOINTS, type RepairBook } from '../../shared/api/repairs';
import { repairPaymentVersions } from './model/repair-payment';
import { repairRequestsByIds } from './model/repair-request';
import { timesheetsOfMonth } from './model/repair-timesheet';
import { operation } from '../platform/http/handler';

/**
 * The month's timesheets with the requests they worked on (one BatchGet of those requests, same book)
 * and, for a paid one, its payment's version (one BatchGet of those payments): the version the screen
 * sends to cancel that payment, so a payment changed since is refused rather than cancelled unseen.
 */
const withRequestsOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].timesheetsWithRequests, async ({ query }) => {
    const items = await timesheetsOfMonth(book, query.month, query.building);
    const [requests, versions] = await Promise.all([
      repairRequestsByIds(
        book,
        items.flatMap((t) => t.request_ids),
      ),
      repairPaymentVersions(
        book,
        items.flatMap((t) => (t.payment_id ? [t.payment_id] : [])),
      ),
    ]);
    const byId = new Map(requests.map((r) => [r.id, r]));
    return {
      items: items.map((t) => ({
        ...t,
        requests: t.request_ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
        ...(t.payment_id && versions.has(t.payment_id) ? { payment_version: versions.get(t.payment_id)! } : {}),
      })),
    };
  });

export const repairTimesheetsWithRequests = withRequestsOf('ordinary');
export const pcccRepairTimesheetsWithRequests = withRequestsOf('pccc');
