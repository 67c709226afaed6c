import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BUILDING_CODES, type BuildingCode } from '../../../../../shared/catalog/buildings';
import { addMonths, FIRST_BOOK_DATE, monthsSpanned, vnToday } from '../../../../../shared/dates';
import { MAX_REPORT_MONTHS } from '../../../../../shared/api/utilities';
import { buildingChoices } from '../../../components/forms/choices';
import { ISO_MONTH } from '../../../lib/format';

/** The months these screens may ask for: from the first month of the books to this month (the server's `utilityMonth`). */
const FIRST_MONTH = dayjs(FIRST_BOOK_DATE);
export const thisMonth = (): string => vnToday().slice(0, 7);
const outside = (d: Dayjs) => d.isBefore(FIRST_MONTH, 'month') || d.format(ISO_MONTH) > thisMonth();
const MONTH_FORMAT = 'MM/YYYY';

export const isMonth = (v: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
export const asBuildingCode = (v: string): BuildingCode | undefined => (BUILDING_CODES as readonly string[]).includes(v) ? (v as BuildingCode) : undefined;

/** Why a range of months cannot be asked for (the server's rule), or undefined when it can. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (!isMonth(from) || !isMonth(to)) return 'Tháng không hợp lệ';
  if (from > to) return 'Tháng bắt đầu phải trước tháng kết thúc';
  if (monthsSpanned(from, to) > MAX_REPORT_MONTHS) return `Khoảng thời gian tối đa ${MAX_REPORT_MONTHS} tháng`;
  return undefined;
}

/** The last 12 months, this one included. */
export const lastTwelveMonths = () => ({ from: addMonths(thisMonth(), -11), to: thisMonth() });

export function BuildingSelect({ value, onChange, allowAll }: { value: string; onChange: (v: string) => void; allowAll?: boolean }) {
  return (
    <Select
      aria-label="Toà nhà"
      value={value}
      options={allowAll ? [{ value: '', label: 'Tất cả toà nhà' }, ...buildingChoices] : buildingChoices}
      onChange={onChange}
      style={{ width: 200 }}
    />
  );
}

export function MonthPicker({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      picker="month"
      format={MONTH_FORMAT}
      allowClear={false}
      disabledDate={outside}
      value={isMonth(value) ? dayjs(`${value}-01`) : null}
      onChange={(d: Dayjs | null) => d && onChange(d.format(ISO_MONTH))}
    />
  );
}

export function MonthRangePicker({ from, to, onChange }: { from: string; to: string; onChange: (range: { from: string; to: string }) => void }) {
  return (
    <DatePicker.RangePicker
      picker="month"
      format={MONTH_FORMAT}
      allowClear={false}
      placeholder={['Từ tháng', 'Đến tháng']}
      disabledDate={outside}
      value={isMonth(from) && isMonth(to) ? [dayjs(`${from}-01`), dayjs(`${to}-01`)] : null}
      onChange={(d) => d?.[0] && d[1] && onChange({ from: d[0].format(ISO_MONTH), to: d[1].format(ISO_MONTH) })}
    />
  );
}
