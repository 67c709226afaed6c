import { debtSummary, searchDebts } from '../../shared/api/ledger/debts';
import type { ResponseOf } from '../../shared/api/endpoint';
import { LIST_PAGE_MAX } from '../../shared/api/common';
import { ANALYSIS_FIRST_MONTH } from '../../shared/api/utilities';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { lastDayOf } from '../../shared/dates';
import { safeFileName, toCsv, toMatrix, type ExportColumn, type Matrix } from '../../shared/exports/cells';
import { columnsOf, type AnyReport } from '../../shared/exports/report';
import { trialBalanceReport } from '../../shared/exports/reports/ledger';
import { electricityAnalysisReport, waterAnalysisReport } from '../../shared/exports/reports/utility-analysis';
import { toXlsx } from '../../shared/exports/xlsx';
import { computeAnalysis } from '../utilities';
import { monthEndFolder } from '../platform/export-prefixes';
import { EXPORT_CONTENT_TYPES, putExport, type ExportFormat } from '../platform/exports-storage';
import { DEBT_SUMMARY_COLUMNS, debtSummaryLines, UNPAID_RENT_COLUMNS, unpaidRentLines } from './month-end-columns';
import { runReport } from './month-end-routes';

/** One file the job wrote, as the run record keeps it (the link is signed when someone asks). */
export interface MonthEndFile {
  name: string;
  title: string;
  format: ExportFormat;
  size: number;
  key: string;
}

/** One report of the closed month: a title, a file name without extension, and its table. */
interface MonthEndTable {
  title: string;
  fileName: string;
  matrix: Matrix;
}

/** One row of a paged report's answer. */
type ItemOf<E extends typeof searchDebts | typeof debtSummary> = ResponseOf<E>['items'][number];

const tableOf = <T>(title: string, fileName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): MonthEndTable => ({
  title,
  fileName,
  matrix: toMatrix(columns, rows),
});

/** A catalogue report's title, name and columns over rows the job already holds. */
const reportTable = (report: AnyReport, params: unknown, rows: readonly unknown[]): MonthEndTable =>
  tableOf(report.title, report.fileName(params), columnsOf(report, params), rows);

/** The frozen trial balance of every building, as the /tb export writes it. */
function trialBalanceTable(month: string, frozen: { rows: unknown; totals: unknown }): MonthEndTable {
  const params = { from: `${month}-01`, to: lastDayOf(month) };
  return reportTable(trialBalanceReport, params, trialBalanceReport.rows(frozen, params) as unknown[]);
}

/**
 * Every page of a building's report at the month's end (the debt reports answer a page of stays at a
 * time, issue 23 §13), in pages of the largest size, one after the other.
 */
async function everyPage<E extends typeof searchDebts | typeof debtSummary>(endpoint: E, building: BuildingCode, month: string): Promise<ItemOf<E>[]> {
  const rows: ItemOf<E>[] = [];
  let cursor: string | undefined;
  do {
    const page = (await runReport(endpoint, { building, month, limit: String(LIST_PAGE_MAX), ...(cursor ? { cursor } : {}) })) as {
      items: ItemOf<E>[];
      cursor?: string;
    };
    rows.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

/** The two debt reports of every building at the month's end, each building's route run (every page) as its screen runs it. */
async function debtTables(month: string): Promise<MonthEndTable[]> {
  const [summaries, unpaid] = await Promise.all([
    Promise.all(BUILDING_CODES.map(async (b) => [b, await everyPage(debtSummary, b, month)] as const)),
    Promise.all(BUILDING_CODES.map(async (b) => [b, await everyPage(searchDebts, b, month)] as const)),
  ]);
  return [
    tableOf('Bảng tổng hợp công nợ', `bang-tong-hop-cong-no-tat-ca-${month}`, DEBT_SUMMARY_COLUMNS, debtSummaryLines(summaries)),
    tableOf('Báo cáo tiền phòng chưa thu', `bao-cao-tien-phong-chua-thu-tat-ca-${month}`, UNPAID_RENT_COLUMNS, unpaidRentLines(unpaid)),
  ];
}

/** Both analyses as finalized (the saved rows), named as the analysis screens' exports (spec §9). */
async function analysisTables(month: string): Promise<MonthEndTable[]> {
  if (month < ANALYSIS_FIRST_MONTH) return [];
  const [e, w] = await Promise.all([computeAnalysis('E', month), computeAnalysis('W', month)]);
  return [reportTable(electricityAnalysisReport, { month }, e), reportTable(waterAnalysisReport, { month }, w)];
}

/**
 * Writes the closed month's reports into the exports bucket under month-end/<month>/, each as .csv and
 * .xlsx, under names fixed by the month: a run that died half way and runs again writes the same
 * objects over, never a second copy.
 */
export async function writeMonthEndFiles(month: string, frozenTb: { rows: unknown; totals: unknown }): Promise<MonthEndFile[]> {
  const tables = [trialBalanceTable(month, frozenTb), ...(await debtTables(month)), ...(await analysisTables(month))];
  const files = await Promise.all(
    tables.flatMap((t) =>
      (['csv', 'xlsx'] as const).map(async (format): Promise<MonthEndFile> => {
        const name = `${safeFileName(t.fileName)}.${format}`;
        const body = format === 'csv' ? new TextEncoder().encode(toCsv(t.matrix)) : await toXlsx(t.title, t.matrix);
        const key = `${monthEndFolder(month)}${name}`;
        await putExport(key, body, EXPORT_CONTENT_TYPES[format]);
        return { name, title: t.title, format, size: body.byteLength, key };
      }),
    ),
  );
  return files;
}
