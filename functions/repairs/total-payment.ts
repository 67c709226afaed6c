import { REPAIR_ENDPOINTS, type RepairBook } from '../../shared/api/repairs';
import { timesheetsOfMonth, totalsPerRepairman } from './model/repair-timesheet';
import { operation } from '../platform/http/handler';

/** The month's totals per repairman and building (what a payment slip pays). */
const totalsOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].totalPaymentInMonth, async ({ query }) => ({
    items: totalsPerRepairman(await timesheetsOfMonth(book, query.month, query.building)),
  }));

export const repairTotalPaymentInMonth = totalsOf('ordinary');
export const pcccRepairTotalPaymentInMonth = totalsOf('pccc');
