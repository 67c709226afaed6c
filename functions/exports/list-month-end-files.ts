import * as api from '../../shared/api/exports';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { presignedLink } from '../platform/exports-storage';
import { operation } from '../platform/http/handler';

interface StoredFile {
  name: string;
  title: string;
  format: 'csv' | 'xlsx';
  size: number;
  key: string;
}

/**
 * Báo cáo cuối tháng: the files the month-end job wrote for a month (its run record, one Get), each
 * with a fresh signed link (15 minutes). Served by the exports function, the one that signs links to
 * the exports bucket; a month the job has not closed answers no files.
 */
export const listMonthEndFiles = operation(api.listMonthEndFiles, async ({ query }) => {
  const run = await getItem(keys.monthReport('FILES', query.month));
  if (!run) return { month: query.month, closed_at: null, files: [] };
  const files = await Promise.all(
    ((run.files as StoredFile[] | undefined) ?? []).map(async (f) => {
      const link = await presignedLink(f.key, f.name);
      return { name: f.name, title: f.title, format: f.format, size: f.size, url: link.url, expires_at: link.expiresAt.toISOString() };
    }),
  );
  return { month: query.month, closed_at: String(run.at), files };
});
