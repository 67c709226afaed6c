import { ANALYSIS_FIRST_MONTH } from '../../shared/api/utilities';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { lastDayOf, monthText } from '../../shared/dates';
import { METER_TYPE_NAMES, type MeterType } from '../../shared/readings/usage';
import { auditItem } from '../platform/audit';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { createItem, transact } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { logger } from '../platform/logger';
import { nowIso, vnDate } from '../platform/time';
import { trialBalance } from '../kernel/ledger/trial-balance';
import { analysisLogOf, finalizeAnalysis } from '../utilities';
import { freezeMonthlyReport } from '../utilities';
import { writeMonthEndFiles, type MonthEndFile } from './month-end-files';
import { SYSTEM } from './month-end-routes';

const previousMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** Who finalized a month's analysis: the job ('system'), staff before it, or nobody (a month before the analyses began). */
type AnalysisBy = 'system' | 'staff' | 'none';

export interface CloseResult {
  month: string;
  balanced: boolean;
  /** This run froze the trial balance (false: it was frozen before). */
  frozen: boolean;
  /** This run closed the month (false: an earlier run had, and nothing was written). */
  closed: boolean;
  analyses: Record<MeterType, AnalysisBy>;
  /** Buildings whose utility report the job froze, and those staff had saved before. */
  reports: { frozen: number; kept: number };
  files: number;
}

/**
 * The trial balance of the month, frozen once as a report item, so later back-dated corrections show
 * up as a difference against what was reported, and an unbalanced ledger is flagged loudly at once.
 */
export async function freezeTrialBalance(month: string): Promise<{ item: Record<string, unknown>; frozen: boolean }> {
  const existing = await getItem(keys.monthReport('TB', month), { consistent: true });
  if (existing) return { item: existing, frozen: false };
  const tb = await trialBalance(`${month}-01`, lastDayOf(month));
  if (!tb.balanced) logger.error('Trial balance does not balance at month end', { month, totals: tb.totals });
  const at = nowIso();
  const item = { ...keys.monthReport('TB', month), entity: 'month_report', kind: 'TB', month, at, balanced: tb.balanced, rows: tb.rows, totals: tb.totals };
  try {
    await transact([
      createItem(item, 'Báo cáo tháng đã được chốt'),
      auditItem(
        SYSTEM,
        {
          action: 'update',
          entity: 'month_report',
          entityId: `TB-${month}`,
          summary: `Chốt bảng cân đối số phát sinh tháng ${monthText(month)}${tb.balanced ? '' : ' (KHÔNG CÂN)'}`,
        },
        at,
      ),
    ]);
    return { item, frozen: true };
  } catch (e) {
    if (!(e instanceof Conflict)) throw e;
    // A concurrent run froze it first: its copy is the month's.
    return { item: (await getItem(keys.monthReport('TB', month), { consistent: true }))!, frozen: false };
  }
}

/** Finalizes the month's analysis of a type unless staff (or an earlier try) did; says who did. */
async function finalizeIfOpen(type: MeterType, month: string): Promise<AnalysisBy> {
  if (month < ANALYSIS_FIRST_MONTH) return 'none';
  try {
    await finalizeAnalysis(type, month, SYSTEM, 'system');
  } catch (e) {
    // Staff finalized it at the same moment: theirs stands. Anything else (a device edit racing) fails the run, to be retried.
    if (!(e instanceof Conflict) || !(await analysisLogOf(type, month))) throw e;
  }
  const log = await analysisLogOf(type, month);
  if (!log) throw new Error(`Analysis ${type} ${month} is not finalized after finalize`);
  return log.source;
}

const analysisText = (type: MeterType, by: AnalysisBy) =>
  by === 'none' ? '' : `phân tích ${METER_TYPE_NAMES[type]} ${by === 'system' ? 'do hệ thống chốt' : 'nhân viên đã chốt trước'}; `;

/**
 * Closes a month once it has ended (runs on the 1st at 01:00 Asia/Ho_Chi_Minh for the month before):
 * freezes its trial balance; finalizes the electricity and water analyses staff have not finalized;
 * freezes each building's utility report unless already saved; writes the month's files (trial
 * balance, debt summary, unpaid rent, both analyses; .csv and .xlsx) under month-end/<month>/ in the
 * exports bucket; then records the run (`REPORT#FILES` / month, with the files) and one log line
 * saying what it did, in one transaction. Every step keeps what an earlier try did, so a run that died
 * half way is simply run again; once the run record exists a run reads it and writes nothing.
 */
export async function closeMonth(month: string): Promise<CloseResult> {
  const run = await getItem(keys.monthReport('FILES', month), { consistent: true });
  if (run) return { ...(run.result as CloseResult), frozen: false, closed: false };
  if (month >= vnDate().slice(0, 7)) throw new Error(`Month ${month} has not ended yet`);

  const tb = await freezeTrialBalance(month);
  // One after the other: both finalizes check the month's device marker.
  const analyses = { E: await finalizeIfOpen('E', month), W: await finalizeIfOpen('W', month) };
  const frozenReports = await Promise.all(BUILDING_CODES.map((b) => freezeMonthlyReport(b, month, SYSTEM, { ifAbsent: true })));
  // Frozen by this job now or by an earlier try of it that died before its run record.
  const byJob = frozenReports.filter((r) => r.written || r.row.saved_by === SYSTEM.username).length;
  const reports = { frozen: byJob, kept: frozenReports.length - byJob };
  const files: MonthEndFile[] = await writeMonthEndFiles(month, { rows: tb.item.rows, totals: tb.item.totals });

  const balanced = Boolean(tb.item.balanced);
  const result: CloseResult = { month, balanced, frozen: tb.frozen, closed: true, analyses, reports, files: files.length };
  const summary =
    `Đóng tháng ${monthText(month)}: bảng cân đối số phát sinh ${tb.frozen ? 'đã chốt' : 'chốt từ trước'}${balanced ? '' : ' (KHÔNG CÂN)'}; ` +
    analysisText('E', analyses.E) +
    analysisText('W', analyses.W) +
    `báo cáo điện nước lưu ${reports.frozen} toà${reports.kept ? `, ${reports.kept} toà đã lưu trước` : ''}; ` +
    `${files.length} tệp báo cáo cuối tháng`;
  const at = nowIso();
  try {
    await transact([
      createItem({ ...keys.monthReport('FILES', month), entity: 'month_report', kind: 'FILES', month, at, files, result, summary }, 'Tháng này đã được đóng'),
      auditItem(
        SYSTEM,
        { action: 'update', entity: 'month_report', entityId: `FILES-${month}`, entityName: `Đóng tháng ${monthText(month)}`, summary, after: result },
        at,
      ),
    ]);
  } catch (e) {
    // A concurrent run recorded the month first (its files are the same objects).
    if (!(e instanceof Conflict)) throw e;
    return { ...result, frozen: false, closed: false };
  }
  return result;
}

export const handler = async (event: { month?: string } = {}) => {
  const month = event.month ?? previousMonth(vnDate());
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`Not a month: ${month}`);
  const result = await closeMonth(month);
  logger.info('Monthly close done', { ...result });
  return result;
};
