/** The deposit searches read one partition per building and month, so a range is at most twelve months. */
export const MAX_RANGE_MONTHS = 12;

const monthsSpanned = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** What is wrong with a date (or month) range before asking the server, or undefined. */
export function rangeProblem(from: string, to: string, unit: 'ngày' | 'tháng' = 'ngày'): string | undefined {
  if (from > to) return `${unit === 'ngày' ? 'Ngày' : 'Tháng'} bắt đầu phải trước hoặc bằng ${unit} kết thúc`;
  if (monthsSpanned(from, to) > MAX_RANGE_MONTHS) return `Khoảng thời gian tối đa ${MAX_RANGE_MONTHS} tháng`;
  return undefined;
}
