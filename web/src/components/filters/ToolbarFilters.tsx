import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { UserSummary } from '../../../../shared/api/users';
import { BUILDINGS } from '../../../../shared/catalog/buildings';
import { DATE_FORMAT, ISO_DATE, ISO_MONTH } from '../../lib/format';
import { ALL, DEFAULT_MIN_MONTH, type ToolbarFilterValues } from './filter-defaults';

export type ToolbarField = keyof ToolbarFilterValues;

export interface ToolbarFiltersProps {
  fields: readonly ToolbarField[];
  values: ToolbarFilterValues;
  onChange: (patch: Partial<ToolbarFilterValues>) => void;
  /** Room-showing agents (SECURITY users) for the agent filter. */
  agents?: readonly UserSummary[];
  /** Earliest month the month picker allows, `YYYY-MM` (default 2019-10). */
  minMonth?: string;
  searchPlaceholder?: string;
}

/** Month and year as en-GB writes them (spec §9). */
const MONTH_FORMAT = 'MM/YYYY';

export const buildingOptions = [{ value: ALL, label: 'Tất cả toà nhà' }, ...BUILDINGS.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` }))];

/** The reusable toolbar filters of spec §2; each screen picks the fields it needs. */
export function ToolbarFilters({ fields, values, onChange, agents = [], minMonth = DEFAULT_MIN_MONTH, searchPlaceholder = 'Tìm kiếm' }: ToolbarFiltersProps) {
  const has = (f: ToolbarField) => fields.includes(f);
  const earliest = dayjs(`${minMonth}-01`);
  return (
    <>
      {has('q') && (
        <Input.Search
          aria-label="Tìm kiếm"
          placeholder={searchPlaceholder}
          allowClear
          key={values.q}
          defaultValue={values.q}
          onSearch={(q) => onChange({ q: q.trim() })}
          style={{ width: 220 }}
        />
      )}
      {has('building') && (
        <Select aria-label="Toà nhà" value={values.building} options={buildingOptions} onChange={(building) => onChange({ building })} style={{ width: 200 }} />
      )}
      {has('agent') && (
        <Select
          aria-label="Người dẫn phòng"
          value={values.agent}
          options={[{ value: ALL, label: 'Tất cả người dẫn' }, ...agents.map((a) => ({ value: a.user_id, label: a.name || a.username }))]}
          onChange={(agent) => onChange({ agent })}
          style={{ width: 200 }}
        />
      )}
      {has('from') && (
        <DatePicker
          aria-label="Từ ngày"
          placeholder="Từ ngày"
          format={DATE_FORMAT}
          allowClear={false}
          value={dayjs(values.from)}
          onChange={(d: Dayjs | null) => d && onChange({ from: d.format(ISO_DATE) })}
        />
      )}
      {has('to') && (
        <DatePicker
          aria-label="Đến ngày"
          placeholder="Đến ngày"
          format={DATE_FORMAT}
          allowClear={false}
          value={dayjs(values.to)}
          onChange={(d: Dayjs | null) => d && onChange({ to: d.format(ISO_DATE) })}
        />
      )}
      {has('month') && (
        <DatePicker
          aria-label="Tháng"
          picker="month"
          placeholder="Chọn tháng"
          format={MONTH_FORMAT}
          allowClear={false}
          minDate={earliest}
          disabledDate={(d: Dayjs) => d.isBefore(earliest, 'month')}
          value={dayjs(`${values.month}-01`)}
          onChange={(d: Dayjs | null) => d && onChange({ month: d.format(ISO_MONTH) })}
        />
      )}
    </>
  );
}
