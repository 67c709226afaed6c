import * as api from '../../shared/api/bank';
import { operation } from '../platform/http/handler';
import { bankLinesPage, toBankTransaction } from './model/bank-line';
import { suggest } from './suggestions';

/**
 * GET /api/bank-transactions: a bank wallet's lines of a date range (≤ 12 months), newest first: one
 * Query per month partition, newest month first, the status filtered in DynamoDB, paged with a
 * cursor naming a partition of the range. Unmatched lines carry their suggestions, made for the page.
 */
export const listBankTransactions = operation(api.listBankTransactions, async ({ query }) => {
  const { lines, cursor } = await bankLinesPage(query);
  const suggestions = await suggest(query.wallet, lines);
  return {
    items: lines.map((l) => toBankTransaction(l, suggestions.get(l.id))),
    ...(cursor ? { cursor } : {}),
  };
});
