import { queryAll, queryPages, type QueryInput } from '../../platform/db/query';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import type { JournalLine } from '../../../shared/api/ledger';
import { keys } from '../../platform/db/keys';
import { monthsBetween } from '../../platform/time';
import { creditField, debitField } from '../model/rollup';
import { BUILDING_CODES } from '../../../shared/catalog/buildings';
import { addDays, FIRST_BOOK_DATE, vnToday, VOUCHER_DAYS_AHEAD } from '../../../shared/dates';
import { openAccounts, stayObject } from '../model/stay-account';
import { figures } from './stay-account-rules';
import { journalLineOf } from '../model/journal-line';

export interface LineFilter {
  building?: string;
  account?: string;
  object?: string;
}

const toLine = journalLineOf;

/**
 * Journal lines dated `from`..`to`, oldest first: one Query per month partition (or per building and
 * month through GSI1), months read in parallel. Never the whole history.
 */
function monthQuery(month: string, from: string, to: string, f: LineFilter): QueryInput {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':lo': from, ':hi': `${to}#\uffff` };
  if (f.account) {
    filters.push('account = :account');
    values[':account'] = f.account;
  }
  if (f.object) {
    filters.push('#object = :object');
    values[':object'] = f.object;
  }
  const common = { FilterExpression: filters.join(' AND ') || undefined, ExpressionAttributeNames: f.object ? { '#object': 'object' } : undefined };
  return f.building
    ? {
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ...values, ':pk': keys.journalBuildingMonth(f.building, month) },
        ...common,
      }
    : {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ...values, ':pk': keys.journalMonth(month) },
        ...common,
      };
}

/**
 * Journal lines dated `from`..`to`, oldest first: one Query per month partition (or per building and
 * month through GSI1), months read in parallel. For the server's own use (bounded ranges); the API
 * pages with `linesPage`.
 */
export async function linesBetween(from: string, to: string, f: LineFilter = {}): Promise<JournalLine[]> {
  const pages = await Promise.all(monthsBetween(from, to).map((month) => queryAll(monthQuery(month, from, to, f))));
  return pages.flat().map(toLine);
}

/**
 * One page of the general journal, oldest first: months are read in order from the cursor's month,
 * until `limit` lines are in hand. The cursor is the key of the last line handed out; it must name a
 * journal partition of this range (and of this building, when filtered), or it is refused.
 */
export async function linesPage(
  from: string,
  to: string,
  f: LineFilter,
  page: { limit: number; cursor?: string },
): Promise<{ items: JournalLine[]; cursor?: string }> {
  const months = monthsBetween(from, to);
  const partitionOf = (month: string) => (f.building ? keys.journalBuildingMonth(f.building, month) : keys.journalMonth(month));
  const attrs = f.building ? ['GSI1PK', 'GSI1SK', 'PK', 'SK'] : ['PK', 'SK'];
  const start = page.cursor
    ? decodeCursor(page.cursor, attrs, (k) => {
        const pk = f.building ? k.GSI1PK : k.PK;
        return months.some((m) => partitionOf(m) === pk);
      })
    : undefined;
  const items: JournalLine[] = [];
  let last: Record<string, unknown> | undefined;
  const startPk = start ? (f.building ? start.GSI1PK : start.PK) : undefined;
  const first = startPk ? months.findIndex((m) => partitionOf(m) === startPk) : 0;
  outer: for (const month of months.slice(first)) {
    const from_ = start && partitionOf(month) === startPk ? start : undefined;
    // Unfiltered, a month is read no further than the page still lacks (DynamoDB would hand out up to
    // 1 MB a request: a busy month's whole journal); filtered, Limit would count lines examined.
    const query = monthQuery(month, from, to, f);
    const input = query.FilterExpression ? query : { ...query, Limit: page.limit - items.length };
    for await (const chunk of queryPages(input, from_)) {
      for (const item of chunk) {
        items.push(toLine(item));
        if (items.length === page.limit) {
          last = Object.fromEntries(attrs.map((a) => [a, item[a]]));
          break outer;
        }
      }
    }
  }
  return { items, ...(last ? { cursor: encodeCursor(last) } : {}) };
}

/** Every account rollup (one item per accounting number and building): one Query, however long the history. */
export const accountRollups = () => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupAccounts } });

/** Object/wallet rollups of one account (e.g. every deposit's 5112 balance). */
export const objectRollups = (account: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupObjects(account) } });

/**
 * The object rollups of one account whose object starts with `prefix` (`stay:BN-`, `room:`), carrying
 * only the object and the months up to `upTo` (one Query, projected: a report of an earlier month
 * does not carry the months after it); without `upTo`, every month a voucher can be dated in. Months
 * start at the books' first (no voucher is dated before).
 */
export async function objectRollupsUpTo(account: string, prefix: string, upTo?: string): Promise<Record<string, unknown>[]> {
  const last = upTo ?? addDays(vnToday(), VOUCHER_DAYS_AHEAD).slice(0, 7);
  const months = monthsBetween(FIRST_BOOK_DATE, `${last}-01`);
  const fields = months.flatMap((m) => [debitField(m), creditField(m)]);
  // A projection lists its attributes: past some decades of months it is left out (the whole items come).
  const projected = fields.length <= MAX_PROJECTED;
  const names = projected ? Object.fromEntries([['#o', 'object'], ...fields.map((f, i) => [`#m${i}`, f])]) : undefined;
  return queryAll({
    // No prefix: every object of the account.
    KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.rollupObjects(account), ...(prefix ? { ':prefix': prefix } : {}) },
    ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
  });
}
const MAX_PROJECTED = 600;

/** A stay's receivable as its account holds it (= its stay object's 1311 in the journal). */
export interface StayReceivable {
  object: string;
  building: string;
  room_id: string;
  stay_id: string;
  contract_no: string;
  customer_name: string;
  stay_status: string;
  /** owed − credit: positive, the stay owes; negative, it paid ahead. */
  balance: number;
  owed: number;
  credit: number;
}

/**
 * Every stay whose receivable is not nil now, by its 1311 object (`stay:<building>-<room>:<stay>`):
 * one Query of each building's sparse index of open accounts (stay-account.ts), in parallel — what
 * is open, never the history. Each voucher that moves a stay's 1311 writes its account in the same
 * transaction, so these are the journal's balances, with the tenant who owes them.
 */
export async function stayReceivables(buildings: readonly string[] = BUILDING_CODES): Promise<Map<string, StayReceivable>> {
  const out = new Map<string, StayReceivable>();
  for (const accounts of await Promise.all(buildings.map((b) => openAccounts(b)))) {
    for (const a of accounts) {
      const f = figures(a.state);
      const object = stayObject(a.building, a.room_id, a.stay_id);
      out.set(object, {
        object,
        building: a.building,
        room_id: a.room_id,
        stay_id: a.stay_id,
        contract_no: a.contract_no,
        customer_name: a.customer_name,
        stay_status: a.stay_status,
        balance: f.balance,
        owed: f.owed,
        credit: f.credit,
      });
    }
  }
  return out;
}

/** Day rollups of one month (one item per accounting number and building): one Query. */
export const dayRollups = (month: string) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupDays(month) } });
