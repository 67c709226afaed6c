import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { freezeMonthlyReport } from './model/utility-balance';

/** Freezes a building's month of the report at its figures now (a saved month is saved again with today's figures). */
export const saveMonthlyReport = operation(
  api.saveMonthlyReport,
  async ({ body }, { caller }) => (await freezeMonthlyReport(body.building, body.month, caller, { ifAbsent: false })).row,
);
