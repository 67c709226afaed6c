import { Select } from 'antd';
import type { ToolbarFilterValues } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { depositStatusOptions } from './DepositStatusTag';

export interface DepositSearch {
  building: string;
  from: string;
  to: string;
  status: string;
  q: string;
}

/** The deposit lists' toolbar: building and date range, the slip status, then the free-text search. */
export function DepositSearchToolbar({
  values,
  defaults,
  onChange,
}: {
  values: DepositSearch;
  defaults: ToolbarFilterValues;
  onChange: (patch: Partial<DepositSearch>) => void;
}) {
  return (
    <div className="app-toolbar">
      <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...defaults, ...values }} onChange={onChange} />
      <Select
        aria-label="Trạng thái phiếu cọc"
        value={values.status}
        options={depositStatusOptions}
        onChange={(status) => onChange({ status })}
        style={{ width: 220 }}
      />
      <ToolbarFilters
        fields={['q']}
        values={{ ...defaults, q: values.q }}
        onChange={({ q }) => onChange({ q })}
        searchPlaceholder="Tên, điện thoại, số phiếu"
      />
    </div>
  );
}
