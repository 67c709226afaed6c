import * as api from '../../shared/api/bank';
import { monthsBetween } from '../../shared/dates';
import { keys } from '../platform/db/keys';
import { decodeCursor, encodeCursor } from '../platform/db/cursor';
import { fillPage } from '../platform/db/page';
import { operation } from '../platform/http/handler';
import { toBankTransaction, toStoredLine } from './model/bank-line';
import { suggest } from './suggestions';

/**
 * GET /api/bank-transactions: a bank wallet's lines of a date range (≤ 12 months), newest first: one
 * Query per month partition, newest month first, the status filtered in DynamoDB, paged with a
 * cursor naming a partition of the range. Unmatched lines carry their suggestions, made for the page.
 */
export const listBankTransactions = operation(api.listBankTransactions, async ({ query }) => {
  const { wallet, from, to, status, limit } = query;
  const months = monthsBetween(from, to).reverse();
  // `review`: what waits for a person — the unmatched lines and those whose bank replays disagree, whatever their state.
  const wanted = status === 'review' ? { ':s': 'unmatched', ':open': true } : status === 'all' ? {} : { ':s': status };
  const filter =
    status === 'all' ? {} : { FilterExpression: status === 'review' ? '#s = :s OR conflict_open = :open' : '#s = :s', ExpressionAttributeNames: { '#s': 'status' } };
  const inputs = months.map((m) => ({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.bankLines(wallet, m), ':lo': from, ':hi': `${to}#\uffff`, ...wanted },
    ScanIndexForward: false,
    ...filter,
  }));
  const pks = months.map((m) => keys.bankLines(wallet, m));
  const start = query.cursor ? decodeCursor(query.cursor, ['PK', 'SK'], (k) => pks.includes(k.PK!)) : undefined;
  const page = await fillPage(inputs, limit, (i) => ({ PK: String(i.PK), SK: String(i.SK) }), start ? { at: pks.indexOf(start.PK!), key: start } : undefined);
  const lines = page.items.map(toStoredLine);
  const suggestions = await suggest(wallet, lines);
  return {
    items: page.items.map((i, n) => toBankTransaction(i, suggestions.get(lines[n]!.id))),
    ...(page.last ? { cursor: encodeCursor(page.last) } : {}),
  };
});
