import { getItem, type Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';

/**
 * The month-end job's run record (`REPORT#FILES` / month, written once by jobs/monthly-close.ts): when
 * the month was closed and the files it wrote to the exports bucket.
 */
export interface MonthEndFile {
  name: string;
  title: string;
  format: 'csv' | 'xlsx';
  size: number;
  key: string;
}

export interface MonthEndRun {
  month: string;
  at: string;
  files: MonthEndFile[];
}

export const monthEndRunOf = (i: Item): MonthEndRun => ({
  month: String(i.month),
  at: String(i.at),
  files: (i.files as MonthEndFile[] | undefined) ?? [],
});

/** The month's run record (one Get), or undefined while the job has not closed the month. */
export async function monthEndRun(month: string): Promise<MonthEndRun | undefined> {
  const item = await getItem(keys.monthReport('FILES', month));
  return item && monthEndRunOf(item);
}
