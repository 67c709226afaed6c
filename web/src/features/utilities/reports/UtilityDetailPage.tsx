import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { useAppData } from '../../../app/app-data/use-app-data';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { useUrlState } from '../../../components/filters/use-url-state';
import { formatNumber, formatVnd } from '../../../lib/format';
import { ChartFigure } from './ChartFigure';
import { reportQueries } from './queries';
import { asBuildingCode, BuildingSelect, isMonth, MonthPicker, thisMonth } from './report-filters';
import { seriesChart, seriesSummary, type SeriesMonth } from './series-lines';
import { monthText } from '../../../../../shared/dates';

const TITLE = 'Phân tích điện nước chi tiết';
const units = (v: number | null) => (v === null ? '' : formatNumber(v));
const money = (v: number | null) => (v === null ? '' : formatVnd(v));
const ROOM_ID = /^[0-9A-Za-z-]{1,12}$/;

/** One type's columns: usage and amount, and for a whole building its internal use and the state bill. */
function typeColumns(type: 'electricity' | 'water', wholeBuilding: boolean): DataColumn<SeriesMonth>[] {
  const [name, unit] = type === 'electricity' ? ['Điện', 'kWh'] : ['Nước', 'm³'];
  return [
    {
      key: `${type}_units`,
      title: wholeBuilding ? `${name} phòng (${unit})` : `${name} (${unit})`,
      dataIndex: `${type}_units`,
      exportAs: 'number',
      render: units,
    },
    { key: `${type}_amount`, title: `Tiền ${name.toLowerCase()}`, dataIndex: `${type}_amount`, exportAs: 'money', kind: 'money', render: money },
    ...(wholeBuilding
      ? ([
          { key: `${type}_internal`, title: `${name} nội bộ (${unit})`, dataIndex: `${type}_internal`, exportAs: 'number', render: units },
          { key: `${type}_state`, title: `${name} nhà nước (${unit})`, dataIndex: `${type}_state`, exportAs: 'number', render: units },
        ] as const)
      : []),
  ];
}

const columns = (wholeBuilding: boolean): DataColumn<SeriesMonth>[] => [
  { key: 'month', title: 'Tháng', dataIndex: 'month', kind: 'id', value: (m) => monthText(m.month), render: (m: string) => monthText(m) },
  ...typeColumns('electricity', wholeBuilding),
  ...typeColumns('water', wholeBuilding),
];

/**
 * Phân tích điện nước chi tiết (issue 12): one room, or a whole building, over the 12 months up to the
 * chosen month: electricity and water used and charged (a building also shows its internal use and
 * the state bills), as a chart per type and a table. Building, room and month are in the URL.
 */
export default function UtilityDetailPage() {
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, room: '', month: thisMonth() });
  const building = asBuildingCode(f.building);
  const room = ROOM_ID.test(f.room) ? f.room : undefined;
  const problem = !building ? 'Vui lòng chọn một toà nhà' : !isMonth(f.month) ? 'Tháng không hợp lệ' : undefined;
  const query = useQuery({
    ...reportQueries.series({ building: building ?? DEFAULT_BUILDING, to: f.month, ...(room ? { room_id: room } : {}) }),
    enabled: !problem,
  });
  const months = query.data?.months ?? [];
  const wholeBuilding = !room;

  const { rooms } = useAppData();
  const roomOptions = useMemo(
    () => [
      { value: '', label: 'Cả toà' },
      ...(rooms ?? []).filter((r) => r.building === f.building).map((r) => ({ value: r.room_id, label: `Phòng ${r.room_id}` })),
    ],
    [rooms, f.building],
  );
  const subject = room ? `phòng ${room} toà ${f.building}` : `toà ${f.building} – ${buildingName(f.building)}`;

  return (
    <Card title={TITLE} size="small">
      <Space wrap className="app-toolbar">
        <BuildingSelect value={f.building} onChange={(b) => set({ building: b, room: '' })} />
        <Select aria-label="Phòng" showSearch value={f.room} options={roomOptions} onChange={(r: string) => set({ room: r })} style={{ width: 160 }} />
        <MonthPicker label="Đến tháng" value={f.month} onChange={(month) => set({ month })} />
      </Space>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {!problem && (
        <Row gutter={16}>
          {(['E', 'W'] as const).map((t) => (
            <Col key={t} xs={24} xl={12}>
              <ChartFigure
                title={`Biểu đồ ${t === 'E' ? 'điện' : 'nước'} 12 tháng – ${subject}`}
                summary={query.isError ? 'Không tải được số liệu' : query.data ? seriesSummary(months, t) : 'Đang tải...'}
                spec={seriesChart(months, t, wholeBuilding)}
              />
            </Col>
          ))}
        </Row>
      )}
      <DataTable<SeriesMonth>
        title={`${TITLE} – ${subject} – 12 tháng đến ${isMonth(f.month) ? monthText(f.month) : ''}`}
        fileName={`phan-tich-dien-nuoc-chi-tiet-${f.building}${room ? `-${room}` : ''}-${f.month}`}
        columns={columns(wholeBuilding)}
        rows={months}
        rowKey="month"
        loading={query.isFetching}
        emptyText={!problem && query.isPending ? 'Đang tải...' : 'Không có số liệu'}
        pageSizes={['all', '20']}
      />
    </Card>
  );
}
