import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { getInternalBill, saveInternalBill } from '../../../../../shared/api/utilities';
import { lastDayOf } from '../../../../../shared/dates';
import type { MeterType } from '../../../../../shared/readings/usage';
import { useEditLock } from '../../../app/app-data/use-app-data';
import { useCan } from '../../../app/session/can';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../../components/filters/ToolbarFilters';
import { queryProblem } from '../../../components/filters/use-each-building';
import { useUrlState } from '../../../components/filters/use-url-state';
import { formatMonth } from '../../../lib/format';
import { InternalGrid } from './InternalGrid';
import { internalQueries } from './queries';

export const INTERNAL_TITLES: Record<MeterType, string> = { E: 'Điện nội bộ', W: 'Nước nội bộ' };

/**
 * The internal consumers' readings of a building and month (business rules §5 /dien-noi-bo,
 * /nuoc-noi-bo): building and month in the URL, washing machines and security consumers with their
 * previous readings, entered from the keyboard; their cost is posted as the operator's expense. A
 * month before the edit lock is shown read-only (the server refuses it too).
 */
export function InternalReadingsPage({ type }: { type: MeterType }) {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const canSave = useCan(saveInternalBill);
  const { disabledDate } = useEditLock();
  const query = { building: building ?? DEFAULT_BUILDING, type, month: f.month } as const;
  const problem = !building ? 'Vui lòng chọn một toà nhà' : queryProblem(getInternalBill, query);
  const sheet = useQuery({ ...internalQueries.sheet(query), enabled: !problem });
  const locked = disabledDate(dayjs(lastDayOf(f.month)));

  return (
    <Card title={`${INTERNAL_TITLES[type]} tháng ${formatMonth(`${f.month}-01`)}`} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {!problem && locked && <Alert type="info" showIcon message="Kỳ đã khoá sổ: chỉ xem, không sửa được chỉ số tháng này" style={{ marginBottom: 12 }} />}
      {!problem && sheet.isPending && <Skeleton active />}
      {!problem && sheet.data && (
        // A new version (saved here or elsewhere) starts the grid again from what is stored.
        <InternalGrid
          key={`${sheet.data.building}-${sheet.data.month}-${sheet.data.type}-${sheet.data.version}`}
          sheet={sheet.data}
          readOnly={locked || !canSave}
        />
      )}
    </Card>
  );
}
