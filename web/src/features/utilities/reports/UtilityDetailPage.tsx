import { Alert, Card, Col, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { useAppData } from '../../../app/app-data/use-app-data';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { useEachBuilding } from '../../../components/filters/use-each-building';
import { useUrlState } from '../../../components/filters/use-url-state';
import { money, spanNoData, units } from '../figures';
import { ChartFigure } from './ChartFigure';
import { reportQueries } from './queries';
import { asBuildingCode, BuildingSelect, isMonth, MonthPicker, thisMonth } from './report-filters';
import { isEmptySeriesMonth, seriesChart, seriesSummary, seriesTotals, type SeriesMonth } from './series-lines';
import { monthText } from '../../../../../shared/dates';

const TITLE = 'Phân tích điện nước chi tiết';
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

/** The months' columns; a month without any figure is one "chưa có số liệu" line (issue 23 §4). */
function columns(wholeBuilding: boolean): DataColumn<SeriesMonth>[] {
  const list: DataColumn<SeriesMonth>[] = [
    { key: 'month', title: 'Tháng', dataIndex: 'month', kind: 'id', value: (m) => monthText(m.month), render: (m: string) => monthText(m) },
    ...typeColumns('electricity', wholeBuilding),
    ...typeColumns('water', wholeBuilding),
  ];
  return spanNoData(list, 1, list.length - 1, isEmptySeriesMonth);
}

/**
 * Phân tích điện nước chi tiết (issue 12): one room, a whole building (BN by default) or every building
 * added up, over the 12 months up to the chosen month (this one by default): electricity and water used
 * and charged (a building also shows its internal use and the state bills), as a chart per type and a
 * table. Building, room and month are in the URL.
 */
export default function UtilityDetailPage() {
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, room: '', month: thisMonth() });
  const building = asBuildingCode(f.building);
  // A room is of one building: with every building there is none.
  const room = building && ROOM_ID.test(f.room) ? f.room : undefined;
  const problem = !isMonth(f.month) ? 'Tháng không hợp lệ' : undefined;
  // The series reads one building a request: "Tất cả toà nhà" asks each and adds them up month by month.
  const query = useEachBuilding(f.building, (b) => reportQueries.series({ building: b, to: f.month, ...(room ? { room_id: room } : {}) }), !problem);
  const months = useMemo(() => (building ? query.rows : seriesTotals(query.rows)), [building, query.rows]);
  const wholeBuilding = !room;

  const { rooms } = useAppData();
  const roomOptions = useMemo(
    () => [
      { value: '', label: 'Cả toà' },
      ...(rooms ?? []).filter((r) => r.building === building).map((r) => ({ value: r.room_id, label: `Phòng ${r.room_id}` })),
    ],
    [rooms, building],
  );
  const subject = !building ? 'tất cả toà nhà' : room ? `phòng ${room} toà ${building}` : `toà ${building} – ${buildingName(building)}`;

  return (
    <Card title={TITLE} size="small">
      <Space wrap className="app-toolbar">
        <BuildingSelect value={f.building} onChange={(b) => set({ building: b, room: '' })} />
        {building && (
          <Select aria-label="Phòng" showSearch value={f.room} options={roomOptions} onChange={(r: string) => set({ room: r })} style={{ width: 160 }} />
        )}
        <MonthPicker label="Đến tháng" value={f.month} onChange={(month) => set({ month })} />
      </Space>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {!problem && (
        <Row gutter={16}>
          {(['E', 'W'] as const).map((t) => (
            <Col key={t} xs={24} xl={12}>
              <ChartFigure
                title={`Biểu đồ ${t === 'E' ? 'điện' : 'nước'} 12 tháng – ${subject}`}
                // Every month of the 12 has a line: none at all is a failed read.
                summary={query.pending ? 'Đang tải...' : months.length ? seriesSummary(months, t) : 'Không tải được số liệu'}
                spec={seriesChart(months, t, wholeBuilding)}
              />
            </Col>
          ))}
        </Row>
      )}
      <DataTable<SeriesMonth>
        title={`${TITLE} – ${subject} – 12 tháng đến ${isMonth(f.month) ? monthText(f.month) : ''}`}
        fileName={`phan-tich-dien-nuoc-chi-tiet-${building ?? 'tat-ca'}${room ? `-${room}` : ''}-${f.month}`}
        columns={columns(wholeBuilding)}
        rows={months}
        rowKey="month"
        loading={query.fetching}
        emptyText={!problem && query.pending ? 'Đang tải...' : 'Không có số liệu'}
      />
    </Card>
  );
}
