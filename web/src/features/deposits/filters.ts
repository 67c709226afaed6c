import { monthsSpanned } from '../../../../shared/dates';
/** The deposit searches read one partition per building and month, so a range is at most twelve months. */
export const MAX_RANGE_MONTHS = 12;

/** What is wrong with a date (or month) range before asking the server, or undefined. */
export function rangeProblem(from: string, to: string, unit: 'ngày' | 'tháng' = 'ngày'): string | undefined {
  if (from > to) return `${unit === 'ngày' ? 'Ngày' : 'Tháng'} bắt đầu phải trước hoặc bằng ${unit} kết thúc`;
  if (monthsSpanned(from, to) > MAX_RANGE_MONTHS) return `Khoảng thời gian tối đa ${MAX_RANGE_MONTHS} tháng`;
  return undefined;
}
