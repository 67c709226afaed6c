import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { monthlyReportRows } from './model/utility-balance';

/** A building's monthly utility report over at most 24 months: the frozen copy of a saved month, else its figures now. */
export const getMonthlyReport = operation(api.getMonthlyReport, async ({ query }) => ({
  building: query.building,
  rows: await monthlyReportRows(query.building, query.from, query.to),
}));
