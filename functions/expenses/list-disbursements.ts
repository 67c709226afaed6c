import * as api from '../../shared/api/expenses';
import type { Disbursement } from '../../shared/api/expenses';
import { operation } from '../platform/http/handler';
import { DISBURSEMENTS } from './model/expense-slips';
import { slipPage, withoutEntry } from './model/money-slip';

/** A building's expense slips of a date range (≤ 12 months: one Query per month), oldest first, paged. */
export const listDisbursements = operation(api.listDisbursements, async ({ query }) => slipPage<Disbursement>(DISBURSEMENTS, query, withoutEntry));
