import * as api from '../../shared/api/exports';
import { presignedLink } from '../platform/exports-storage';
import { operation } from '../platform/http/handler';
import { monthEndRun } from './model/month-end-run';

/**
 * Báo cáo cuối tháng: the files the month-end job wrote for a month (its run record, one Get), each
 * with a fresh signed link (15 minutes). Served by the exports function, the one that signs links to
 * the exports bucket; a month the job has not closed answers no files.
 */
export const listMonthEndFiles = operation(api.listMonthEndFiles, async ({ query }) => {
  const run = await monthEndRun(query.month);
  if (!run) return { month: query.month, closed_at: null, files: [] };
  const files = await Promise.all(
    run.files.map(async (f) => {
      const link = await presignedLink(f.key, f.name);
      return { name: f.name, title: f.title, format: f.format, size: f.size, url: link.url, expires_at: link.expiresAt.toISOString() };
    }),
  );
  return { month: query.month, closed_at: run.at, files };
});
