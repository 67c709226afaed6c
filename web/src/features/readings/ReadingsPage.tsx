import { useQuery } from '@tanstack/react-query';
import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import dayjs from 'dayjs';
import { auditData, electricWaterCount, getTwoNewestBills } from '../../../../shared/api/readings';
import { lastDayOf } from '../../../../shared/dates';
import type { MeterType } from '../../../../shared/readings/usage';
import { useEditLock } from '../../app/app-data/use-app-data';
import { useCan } from '../../app/session/can';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem } from '../../components/filters/use-each-building';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatMonth } from '../../lib/format';
import { readingQueries } from './queries';
import { ReadingAuditDrawer } from './ReadingAuditDrawer';
import { ReadingGrid } from './ReadingGrid';

export const READING_TITLES: Record<MeterType, string> = { E: 'Bảng số điện', W: 'Bảng số nước' };

/**
 * The reading table of a building and month (spec §2 /bang-so-dien, /bang-so-nuoc; business rules §5):
 * building and month in the URL, the building's rooms with their previous readings, entered from the
 * keyboard. A month before the edit lock, or one its building has billed (or billed a later month
 * of), is shown read-only (the server refuses it too).
 */
export function ReadingsPage({ type }: { type: MeterType }) {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const canSave = useCan(electricWaterCount);
  const canAudit = useCan(auditData);
  const [auditing, setAuditing] = useState(false);
  const { disabledDate } = useEditLock();
  const query = { building: building ?? DEFAULT_BUILDING, month: f.month, type } as const;
  const problem = !building ? 'Vui lòng chọn một toà nhà' : queryProblem(getTwoNewestBills, query);
  const table = useQuery({ ...readingQueries.table(query), enabled: !problem });
  // The building's own run of this month or a later one froze its readings (the server refuses them too).
  const billed = table.data?.billed_through;
  const locked = disabledDate(dayjs(lastDayOf(f.month))) || !!billed;
  const lockedText = billed
    ? `Kỳ ${dayjs(`${billed}-01`).format('MM-YYYY')} của toà ${table.data?.building} đã tính tiền: chỉ xem, không sửa được chỉ số tháng này`
    : 'Kỳ đã khoá sổ: chỉ xem, không sửa được chỉ số tháng này';

  return (
    <Card
      title={`${READING_TITLES[type]} tháng ${formatMonth(`${f.month}-01`)}`}
      size="small"
      extra={
        canAudit &&
        building && (
          <Button icon={<HistoryOutlined />} onClick={() => setAuditing(true)}>
            Lịch sử sửa chỉ số
          </Button>
        )
      }
    >
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {!problem && locked && <Alert type="info" showIcon message={lockedText} style={{ marginBottom: 12 }} />}
      {!problem && table.isPending && <Skeleton active />}
      {!problem && table.data && (
        // A new version (saved here or elsewhere) starts the grid again from what is stored.
        <ReadingGrid
          key={`${table.data.building}-${table.data.month}-${table.data.type}-${table.data.version}`}
          table={table.data}
          readOnly={locked || !canSave}
        />
      )}
      {auditing && building && <ReadingAuditDrawer building={building} type={type} onClose={() => setAuditing(false)} />}
    </Card>
  );
}
