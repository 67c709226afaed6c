import * as api from '../../shared/api/go-live';
import { SHEETS } from '../../shared/go-live/sheets';
import { operation } from '../platform/http/handler';
import { checkedWorkbook, shown, voucherAfterMessage } from './checked-workbook';
import type { Problem } from './rules/sheet-rows';

const titleOf = (key: string) => SHEETS.find((s) => s.key === key)?.title ?? key;

/**
 * The dry run: reads the uploaded workbook, the rooms of the buildings it names and whether any
 * voucher is dated after the cut-over date, applies every rule, and answers what the import would
 * create and every mistake. It writes nothing: not the table, not the bucket.
 */
export const goLiveDryRun = operation(api.goLiveDryRun, async ({ body }) => {
  const { after, result } = await checkedWorkbook(Buffer.from(body.content_base64, 'base64'), body.cut_over_date);
  const problems: Problem[] = after
    ? [{ sheet: null, row: null, column: null, message: voucherAfterMessage(after, body.cut_over_date) }, ...result.problems]
    : result.problems;
  return {
    cut_over_date: body.cut_over_date,
    clean: problems.length === 0,
    counts: result.counts,
    plan: result.plan.map((p) => ({ ...p, sheet: titleOf(p.sheet) })),
    entries: result.entries.map((e) => ({ ...e, sheet: titleOf(e.sheet) })),
    accounts: result.accounts,
    totals: result.totals,
    sums: result.sums,
    errors: problems.map(shown),
  };
});
