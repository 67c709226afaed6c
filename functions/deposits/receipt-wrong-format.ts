import * as api from '../../shared/api/deposits';
import { operation } from '../platform/http/handler';
import { depositsBetween, slipProblems, slipRowOf } from './model/deposit';

export const receiptWrongFormat = operation(api.receiptWrongFormat, async ({ query }) => {
  const items = await depositsBetween(query.from, query.to, { building: query.building });
  const seen = new Map<string, number>();
  for (const d of items) if (d.slip_no) seen.set(d.slip_no, (seen.get(d.slip_no) ?? 0) + 1);
  return items
    .map((d) => ({ d, problems: [...slipProblems(d), ...((seen.get(d.slip_no) ?? 0) > 1 ? ['Trùng số phiếu với phiếu khác'] : [])] }))
    .filter((x) => x.problems.length > 0)
    .map(({ d, problems }) => ({ ...slipRowOf(d), problems }));
});
