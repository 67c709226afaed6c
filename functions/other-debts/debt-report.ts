import * as api from '../../shared/api/other-debts';
import { DEBT_REPORT_START, type DebtReportLine } from '../../shared/api/other-debts';
import { compareVietnamese } from '../../shared/text/collate';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/records';
import { operation } from '../platform/http/handler';
import { sumBefore, rollupObject } from '../kernel/model/rollup';
import { readPartnerSettings } from './partner-settings';

const START_MONTH = DEBT_REPORT_START.slice(0, 7);

interface Sums {
  opening: { debit: number; credit: number };
  period: { debit: number; credit: number };
}

/**
 * An account's object rollups (one Query, O(objects) items whatever the history), summed per object:
 * everything before 2025-01 (the opening as of 2025-01-01), and what moved from 2025-01 through `month`.
 */
async function sumsByObject(account: string, month: string): Promise<Map<string, Sums>> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupObjects(account) } });
  const out = new Map<string, Sums>();
  for (const i of items) {
    const object = rollupObject(i) || '-';
    const before = sumBefore(i, START_MONTH);
    const upto = sumBefore(i, month, true);
    const s = out.get(object) ?? { opening: { debit: 0, credit: 0 }, period: { debit: 0, credit: 0 } };
    s.opening.debit += before.debit;
    s.opening.credit += before.credit;
    s.period.debit += upto.debit - before.debit;
    s.period.credit += upto.credit - before.credit;
    out.set(object, s);
  }
  return out;
}

const total = (all: Iterable<Sums>): Sums => {
  const t: Sums = { opening: { debit: 0, credit: 0 }, period: { debit: 0, credit: 0 } };
  for (const s of all) {
    t.opening.debit += s.opening.debit;
    t.opening.credit += s.opening.credit;
    t.period.debit += s.period.debit;
    t.period.credit += s.period.credit;
  }
  return t;
};

/** A receivable (1381, 1388) grows by its debits; a liability (3411) by its credits. */
function line(classification: string, account: string, object: string, s: Sums, side: 'receivable' | 'liability'): DebtReportLine {
  const r = side === 'receivable';
  const opening = r ? s.opening.debit - s.opening.credit : s.opening.credit - s.opening.debit;
  const increase = r ? s.period.debit : s.period.credit;
  const decrease = r ? s.period.credit : s.period.debit;
  return { classification, account, object, opening, increase, decrease, closing: opening + increase - decrease };
}

const monthOf = (query: unknown) => (query as { lastDateOfMonth: string }).lastDateOfMonth.slice(0, 7);

/** Landlady receivable (1381): every object of the account, so it always equals the trial balance's 1381. */
export const gamDebtReport = operation(api.gamDebtReport, async ({ query }) =>
  line('Phải thu cô Gấm', '1381', 'Cô Gấm', total((await sumsByObject('1381', monthOf(query))).values()), 'receivable'),
);

/** Partner receivable / payable (1388), named as the settings name the partner. */
export const partnerDebtReport = operation(api.partnerDebtReport, async ({ query }) => {
  const [sums, partner] = await Promise.all([sumsByObject('1388', monthOf(query)), readPartnerSettings()]);
  return line(`Phải thu ${partner.name}`, '1388', partner.name, total(sums.values()), 'receivable');
});

/** A lender's name from its object (`lender:<name>`); anything else posted on 3411 shows as it is. */
const lenderName = (object: string) => (object.startsWith('lender:') ? object.slice('lender:'.length) : object === '-' ? 'Không rõ bên cho vay' : object);

/** Loans (3411): one line per lender that has a balance or moved in the period (by name), the total last. */
export const loanDebtReport = operation(api.loanDebtReport, async ({ query }) => {
  const sums = await sumsByObject('3411', monthOf(query));
  const lines = [...sums]
    .map(([object, s]) => line('Vay', '3411', lenderName(object), s, 'liability'))
    .filter((l) => l.opening || l.increase || l.decrease)
    .sort((a, b) => compareVietnamese(a.object, b.object));
  return [...lines, line('Tổng vay', '3411', 'Tổng cộng', total(sums.values()), 'liability')];
});
