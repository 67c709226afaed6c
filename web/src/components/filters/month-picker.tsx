import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FIRST_BOOK_DATE, vnToday } from '../../../../shared/dates';
import { ISO_MONTH } from '../../lib/format';

/** The months these screens may ask for: from the first month of the books to this month (the server's `utilityMonth`). */
const FIRST_MONTH = dayjs(FIRST_BOOK_DATE);
export const thisMonth = (): string => vnToday().slice(0, 7);
export const outsideBooks = (d: Dayjs) => d.isBefore(FIRST_MONTH, 'month') || d.format(ISO_MONTH) > thisMonth();
export const MONTH_FORMAT = 'MM/YYYY';

export const isMonth = (v: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
export function MonthPicker({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      picker="month"
      format={MONTH_FORMAT}
      allowClear={false}
      disabledDate={outsideBooks}
      value={isMonth(value) ? dayjs(`${value}-01`) : null}
      onChange={(d: Dayjs | null) => d && onChange(d.format(ISO_MONTH))}
    />
  );
}
