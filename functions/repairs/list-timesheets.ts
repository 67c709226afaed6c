import { REPAIR_ENDPOINTS, type RepairBook } from '../../shared/api/repairs';
import { timesheetsOfMonth } from './model/repair-timesheet';
import { operation } from '../platform/http/handler';

/** The month's timesheets of the book: one Query per building. */
const listOf = (book: RepairBook) =>
  operation(REPAIR_ENDPOINTS[book].listTimesheets, async ({ query }) => ({ items: await timesheetsOfMonth(book, query.month, query.building) }));

export const listRepairTimesheets = listOf('ordinary');
export const listPcccRepairTimesheets = listOf('pccc');
