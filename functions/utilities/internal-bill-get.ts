import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { costOf, internalSheetsAround, unitCostNow } from './model/internal-sheet';
import { internalTable } from './rules/internal-sheet-rules';

/**
 * A building's internal readings of one month and type: every consumer of the catalogue with its
 * previous reading, this month's, usage and cost. A saved sheet is valued as it was posted (the
 * month's state bill re-values it when it arrives); an unsaved one at the unit cost in force now
 * (state bill of the month, else provisionally an earlier one, else the rooms' price). One Query of
 * the sheets (the month and 13 before) and, unsaved, one of the state bills.
 */
export const getInternalBill = operation(api.getInternalBill, async ({ query }) => {
  const { building, type, month } = query;
  const sheets = await internalSheetsAround(building, type, month);
  const stored = sheets.find((s) => s.month === month);
  const unitCost = stored ? costOf(stored) : await unitCostNow(building, type, month);
  return internalTable({ building, type, month, sheets, unitCost, voucherId: stored?.voucher_id ?? null, version: stored?.version ?? 0 });
});
