import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { BUILDING_CODES, type BuildingCode } from '../../../../../shared/catalog/buildings';
import { addMonths, monthsSpanned } from '../../../../../shared/dates';
import { MAX_REPORT_MONTHS } from '../../../../../shared/api/utilities';
import { ALL } from '../../../components/filters/filter-defaults';
import { buildingOptions } from '../../../components/filters/ToolbarFilters';
import { ISO_MONTH } from '../../../lib/format';

import { isMonth, MONTH_FORMAT, outsideBooks, thisMonth } from '../../../components/filters/month-picker';

export { isMonth, MonthPicker, thisMonth } from '../../../components/filters/month-picker';

export const asBuildingCode = (v: string): BuildingCode | undefined => ((BUILDING_CODES as readonly string[]).includes(v) ? (v as BuildingCode) : undefined);

/** Why a range of months cannot be asked for (the server's rule), or undefined when it can. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (!isMonth(from) || !isMonth(to)) return 'Tháng không hợp lệ';
  if (from > to) return 'Tháng bắt đầu phải trước tháng kết thúc';
  if (monthsSpanned(from, to) > MAX_REPORT_MONTHS) return `Khoảng thời gian tối đa ${MAX_REPORT_MONTHS} tháng`;
  return undefined;
}

/** The last 12 months, this one included. */
export const lastTwelveMonths = () => ({ from: addMonths(thisMonth(), -11), to: thisMonth() });

/** The toolbar's building filter (ToolbarFilters' choices): one building, or "Tất cả toà nhà". */
export function BuildingSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return <Select aria-label="Toà nhà" value={asBuildingCode(value) ?? ALL} options={buildingOptions} onChange={onChange} style={{ width: 200 }} />;
}

export function MonthRangePicker({ from, to, onChange }: { from: string; to: string; onChange: (range: { from: string; to: string }) => void }) {
  return (
    <DatePicker.RangePicker
      picker="month"
      format={MONTH_FORMAT}
      allowClear={false}
      placeholder={['Từ tháng', 'Đến tháng']}
      disabledDate={outsideBooks}
      value={isMonth(from) && isMonth(to) ? [dayjs(`${from}-01`), dayjs(`${to}-01`)] : null}
      onChange={(d) => d?.[0] && d[1] && onChange({ from: d[0].format(ISO_MONTH), to: d[1].format(ISO_MONTH) })}
    />
  );
}
