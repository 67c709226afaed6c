import { auditItem } from '../lib/audit';
import { getItem } from '../lib/db/items';
import { lastDayOf } from '../../shared/dates';
import { keys } from '../lib/db/keys';
import { createItem, transact } from '../lib/db/transact';
import { logger } from '../lib/logger';
import { nowIso, vnDate } from '../lib/time';
import { trialBalance } from '../core/ledger/trial-balance';

const SYSTEM = { sub: 'system', username: 'monthly-close' };

const previousMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * Runs on the 1st at 01:00 Asia/Ho_Chi_Minh (EventBridge Scheduler): finalizes last month's reports.
 * The trial balance of the month is frozen as a report item, so later back-dated corrections show up
 * as a difference against what was reported, and an unbalanced ledger is flagged loudly at once.
 * Running twice for one month keeps the first frozen copy.
 */
export async function closeMonth(month: string): Promise<{ month: string; balanced: boolean; frozen: boolean }> {
  const existing = await getItem(keys.monthReport('TB', month));
  if (existing) return { month, balanced: Boolean(existing.balanced), frozen: false };
  const tb = await trialBalance(`${month}-01`, lastDayOf(month));
  if (!tb.balanced) logger.error('Trial balance does not balance at month end', { month, totals: tb.totals });
  const at = nowIso();
  await transact([
    createItem({ ...keys.monthReport('TB', month), entity: 'month_report', kind: 'TB', month, at, balanced: tb.balanced, rows: tb.rows, totals: tb.totals }, 'Báo cáo tháng đã được chốt'),
    auditItem(SYSTEM, { action: 'update', entity: 'month_report', entityId: `TB-${month}`, summary: `Chốt bảng cân đối số phát sinh tháng ${month}${tb.balanced ? '' : ' (KHÔNG CÂN)'}` }, at),
  ]).catch((e: Error) => {
    if (e.name !== 'Conflict') throw e; // a concurrent run froze it first
  });
  return { month, balanced: tb.balanced, frozen: true };
}

export const handler = async (event: { month?: string } = {}) => {
  const month = event.month ?? previousMonth(vnDate());
  const result = await closeMonth(month);
  logger.info('Monthly close done', result);
  return result;
};
