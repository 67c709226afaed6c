import type { ResponseOf } from '../../api/endpoint';
import { compareAnalysisRows, electricityAnalysis, waterAnalysis, type AnalysisRow, type FlagCode } from '../../api/utilities';
import { addMonths } from '../../dates';
import type { ExportColumn } from '../cells';
import { defineReport } from '../report';
import { monthText } from '../../dates';

/**
 * The customer receivable analyses (spec §2 /phan-tich-phai-thu-khach-hang-dien and its water twin):
 * one row per room with the three months' use, the average, the differences and their rates, and the
 * flag of "beyond the spec". The screens show these columns; the files are named by spec §9
 * (`<month>-ptptkh-dien`), values with 2 decimals and rates with a percent sign.
 */
export type AnalysisType = 'E' | 'W';

export const ANALYSIS_TITLES: Record<AnalysisType, string> = {
  E: 'Phân tích phải thu khách hàng điện',
  W: 'Phân tích phải thu khách hàng nước',
};

/** Spec §9: the file name is the month plus this suffix. */
export const ANALYSIS_FILE_SUFFIX: Record<AnalysisType, string> = { E: '-ptptkh-dien', W: '-ptptkh-nuoc' };

export const FLAG_NAMES: Record<FlagCode, string> = {
  empty_room: 'Phòng trống vẫn dùng',
  no_use: 'Có người ở nhưng không dùng',
  above_median: 'Vượt trung vị 3 tháng',
  unexplained: 'Vượt mức thiết bị, số người',
};

export const FLAG_REVIEW_NAMES = { confirmed: 'Đã xác nhận', dismissed: 'Đã bỏ qua' } as const;

/** The three months of an analysis, oldest first: two months ago, the previous month, the month itself. */
export const analysisMonths = (month: string): [string, string, string] => [addMonths(month, -2), addMonths(month, -1), month];

/** The spec's columns, the three months named by their month; the flag, its review and the note after them. */
export function analysisColumns(month: string): ExportColumn<AnalysisRow>[] {
  const [twoAgo, previous, current] = analysisMonths(month);
  return [
    { key: 'building', title: 'Toà', field: 'building' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'customer_count', title: 'Số người', field: 'customer_count', kind: 'number' },
    { key: 'devices', title: 'Thiết bị', value: (r) => r.devices.join(', ') },
    { key: 'two_months_ago_consumption', title: `Tháng ${monthText(twoAgo)}`, field: 'two_months_ago_consumption', kind: 'number' },
    { key: 'previous_month_consumption', title: `Tháng ${monthText(previous)}`, field: 'previous_month_consumption', kind: 'number' },
    { key: 'consumption', title: `Tháng ${monthText(current)}`, field: 'consumption', kind: 'number' },
    { key: 'average_consumption', title: 'Trung bình', field: 'average_consumption', kind: 'number' },
    { key: 'two_month_difference', title: 'Chênh lệch 2 tháng', field: 'two_month_difference', kind: 'number' },
    { key: 'average_difference', title: 'Chênh lệch so với TB', field: 'average_difference', kind: 'number' },
    { key: 'two_month_difference_rate', title: 'Tỷ lệ chênh lệch 2 tháng', field: 'two_month_difference_rate', kind: 'rate' },
    { key: 'average_difference_rate', title: 'Tỷ lệ chênh lệch so với TB', field: 'average_difference_rate', kind: 'rate' },
    { key: 'flag', title: 'Cờ bất thường', value: (r) => (r.flag ? `${FLAG_NAMES[r.flag]}: ${r.flag_reason ?? ''}` : '') },
    { key: 'flag_review', title: 'Xử lý cờ', value: (r) => (r.flag_review ? FLAG_REVIEW_NAMES[r.flag_review] : '') },
    { key: 'note', title: 'Ghi chú', field: 'note' },
  ];
}

const analysisReport = (type: AnalysisType, endpoint: typeof electricityAnalysis.get | typeof waterAnalysis.get) =>
  defineReport({
    endpoint,
    title: ANALYSIS_TITLES[type],
    fileName: (p) => `${p.month}${ANALYSIS_FILE_SUFFIX[type]}`,
    rows: (page: ResponseOf<typeof endpoint>) => page.items,
    // Pages come in key order: the file lists the rows as the screen does (building, floor, room).
    finish: (rows) => [...rows].sort(compareAnalysisRows),
    paging: { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page) => page.cursor },
    columns: (p) => analysisColumns(p.month),
  });

export const electricityAnalysisReport = analysisReport('E', electricityAnalysis.get);
export const waterAnalysisReport = analysisReport('W', waterAnalysis.get);
