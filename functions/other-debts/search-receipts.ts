import * as api from '../../shared/api/other-debts';
import type { OtherDebtBook } from '../../shared/api/other-debts';
import type { Endpoint } from '../../shared/api/endpoint';
import { operation } from '../platform/http/handler';
import { otherDebtReceiptsBetween } from './model/other-debt';

/** One book's receipts of a date range (≤ 12 months: one Query per month), every building or one, oldest first. */
const search = (endpoint: Endpoint, book: OtherDebtBook) =>
  operation(endpoint, async ({ query }) => {
    const q = query as { from: string; to: string; building?: string };
    return otherDebtReceiptsBetween(book, q.from, q.to, q.building);
  });

export const searchReceiptGam = search(api.searchReceiptGam, 'gam');
export const searchPartnerReceipts = search(api.searchPartnerReceipts, 'partner');
export const searchReceiptLoans = search(api.searchReceiptLoans, 'loan');
export const searchReceiptEarnings = search(api.searchReceiptEarnings, 'earning');
