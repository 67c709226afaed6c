import { Alert, Button, Card, Popconfirm, Segmented, Space, Tag, Tooltip } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { deleteMonthlyReport, saveMonthlyReport } from '../../../../../shared/api/utilities';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { METER_UNITS } from '../../../../../shared/readings/usage';
import { notify } from '../../../api/notify';
import { useCan } from '../../../app/session/can';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { useEachBuilding } from '../../../components/filters/use-each-building';
import { useUrlState } from '../../../components/filters/use-url-state';
import { useVoucherAction } from '../../../components/forms/use-voucher-action';
import { formatDateTime, formatNumber, formatVnd } from '../../../lib/format';
import { decimal, money, percent, spanNoData, units } from '../figures';
import { ChartFigure } from './ChartFigure';
import { balanceChart, balanceSummary, isEmptyMonth, monthlyLines, monthTotals, TYPE_NAMES, type MonthlyLine, type UtilityType } from './monthly-lines';
import { reportQueries } from './queries';
import { asBuildingCode, BuildingSelect, lastTwelveMonths, MonthRangePicker, rangeProblem } from './report-filters';
import { monthText } from '../../../../../shared/dates';

const TITLE = 'Phân tích điện nước theo tháng';
/** A price shown only where there is one (per person: none): blank, not "no data". */
const price = (v: number | null) => (v === null ? '' : formatNumber(v));

function columns(type: UtilityType, allBuildings: boolean, actions: (l: MonthlyLine) => ReactNode): DataColumn<MonthlyLine>[] {
  const unit = METER_UNITS[type];
  const list: DataColumn<MonthlyLine>[] = [
    ...(allBuildings ? [{ key: 'building', title: 'Toà', dataIndex: 'building', kind: 'id' } as const] : []),
    { key: 'month', title: 'Tháng', dataIndex: 'month', kind: 'id', value: (l) => monthText(l.month), render: (m: string) => monthText(m) },
    {
      key: 'state_units',
      title: `Nhà nước (${unit})`,
      dataIndex: 'state_units',
      exportAs: 'number',
      render: (v: number | null) => (v === null ? <Tag>Chưa nhập</Tag> : formatNumber(v)),
    },
    // No bill: the tag beside says so; the amount stays blank.
    {
      key: 'state_amount',
      title: 'Tiền nhà nước',
      dataIndex: 'state_amount',
      exportAs: 'money',
      kind: 'money',
      render: (v: number | null) => (v === null ? '' : formatVnd(v)),
    },
    { key: 'rooms_units', title: `Phòng (${unit})`, dataIndex: 'rooms_units', exportAs: 'number', render: units },
    { key: 'rooms_amount', title: 'Tiền thu phòng', dataIndex: 'rooms_amount', exportAs: 'money', kind: 'money', render: money },
    { key: 'internal_units', title: `Nội bộ (${unit})`, dataIndex: 'internal_units', exportAs: 'number', render: units },
    {
      key: 'compared_units',
      title: `Phòng + nội bộ (${unit})`,
      dataIndex: 'compared_units',
      exportAs: 'number',
      render: (v: number | null, l) =>
        l.prorated && l.period_note ? (
          <Tooltip title={l.period_note}>
            <span>{decimal(v)} (quy đổi)</span>
          </Tooltip>
        ) : (
          decimal(v)
        ),
    },
    { key: 'loss_units', title: `Thất thoát (${unit})`, dataIndex: 'loss_units', exportAs: 'number', render: decimal },
    { key: 'loss_amount', title: 'Tiền thất thoát', dataIndex: 'loss_amount', exportAs: 'money', kind: 'money', render: money },
    {
      key: 'loss_rate',
      title: 'Tỷ lệ thất thoát',
      dataIndex: 'loss_rate',
      exportAs: 'rate',
      render: (v: number | null, l) => (
        <>
          {percent(v)}
          {l.loss_flag && (
            <Tag color="red" style={{ marginLeft: 4 }}>
              Vượt ngưỡng
            </Tag>
          )}
        </>
      ),
    },
    { key: 'state_unit_price', title: `Giá nhà nước (đ/${unit})`, dataIndex: 'state_unit_price', exportAs: 'number', render: price },
    {
      key: 'rooms_unit_price',
      title: `Giá thu phòng (đ/${unit})`,
      dataIndex: 'rooms_unit_price',
      exportAs: 'number',
      render: (v: number | null, l) => (
        <>
          {price(v)}
          {l.price_flag && (
            <Tooltip title={`Giá trần ${formatNumber(l.ceiling_per_kwh)} đ/kWh`}>
              <Tag color="volcano" style={{ marginLeft: 4 }}>
                Vượt giá trần
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      key: 'saved',
      title: 'Trạng thái',
      value: (l) => (l.saved ? `Đã lưu ${formatDateTime(l.saved_at)} (${l.saved_by ?? ''})` : 'Số hiện tại'),
      render: (_: unknown, l) =>
        l.saved ? (
          <Tooltip title={`Lưu lúc ${formatDateTime(l.saved_at)} bởi ${l.saved_by ?? ''}`}>
            <Tag color="green">Đã lưu</Tag>
          </Tooltip>
        ) : (
          <Tag>Số hiện tại</Tag>
        ),
    },
    { key: 'action', title: '', noExport: true, render: (_: unknown, l) => actions(l) },
  ];
  const at = (key: string) => list.findIndex((c) => c.key === key);
  // No loss (no bill, or the rooms not read): one cell for its units, đồng and %.
  const lossOnce = spanNoData(list, at('loss_units'), 3, (l) => l.loss_units === null);
  // A month with nothing in it and not saved: one compact line (issue 23 §4).
  return spanNoData(lossOnce, at('state_units'), list.length - at('state_units'), (l) => !l.saved && isEmptyMonth(l));
}

/**
 * Phân tích điện nước theo tháng (issue 12; business rules §5): a building (BN by default) or every
 * building month by month, what the state billed against what the rooms were charged, the internal use
 * and the loss, as a chart and a table, for electricity or water. A month can be saved (its figures
 * frozen, as the month-end job does) or unsaved. A month without readings reads "chưa có số liệu" in one
 * line. Building, range (default the last 12 months, this one included) and type are in the URL.
 */
export default function MonthlyReportPage() {
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, ...lastTwelveMonths(), type: 'E' });
  const building = asBuildingCode(f.building);
  const type: UtilityType = f.type === 'W' ? 'W' : 'E';
  const problem = rangeProblem(f.from, f.to);
  // The report reads one building a request: "Tất cả toà nhà" asks each and lists them together.
  const query = useEachBuilding(f.building, (b) => reportQueries.monthly({ building: b, from: f.from, to: f.to }), !problem);
  const lines = useMemo(() => monthlyLines(query.rows, type), [query.rows, type]);

  const canSave = useCan(saveMonthlyReport);
  const save = useVoucherAction({
    endpoint: saveMonthlyReport,
    request: (l: Pick<MonthlyLine, 'building' | 'month'>) => ({ body: { building: l.building, month: l.month } }),
    onSuccess: (r) => notify.success(`Đã lưu báo cáo điện nước tháng ${monthText(r.month)} toà ${r.building}`),
  });
  const unsave = useVoucherAction({
    endpoint: deleteMonthlyReport,
    // The copy as read: one saved again since is not dropped unseen (409 on saved_at).
    request: (l: Pick<MonthlyLine, 'building' | 'month' | 'saved_at'>) => ({ params: { a: l.building, b: l.month }, body: { saved_at: l.saved_at ?? '' } }),
    onSuccess: (r) => notify.success(r.message),
  });
  const actions = (l: MonthlyLine) => {
    if (!canSave) return null;
    const label = building ? monthText(l.month) : `${monthText(l.month)} toà ${l.building}`;
    const running = (r: Pick<MonthlyLine, 'building' | 'month'> | undefined) => r?.building === l.building && r.month === l.month;
    return l.saved ? (
      <Popconfirm
        title={`Bỏ bản đã lưu tháng ${label}?`}
        description="Báo cáo sẽ tính lại theo số hiện tại."
        okText="Bỏ lưu"
        cancelText="Không"
        onConfirm={() => unsave.run(l)}
      >
        <Button size="small" aria-label={`Bỏ lưu tháng ${label}`} loading={running(unsave.running)}>
          Bỏ lưu
        </Button>
      </Popconfirm>
    ) : (
      <Popconfirm
        title={`Lưu số liệu tháng ${label}?`}
        description="Số liệu điện và nước của tháng được giữ nguyên như bây giờ."
        okText="Lưu"
        cancelText="Không"
        onConfirm={() => save.run(l)}
      >
        <Button size="small" type="primary" ghost aria-label={`Lưu tháng ${label}`} loading={running(save.running)}>
          Lưu
        </Button>
      </Popconfirm>
    );
  };

  const subject = building ? `toà ${building}` : 'tất cả toà nhà';
  const heading = `${TITLE} – ${TYPE_NAMES[type]} – ${subject} (${monthText(f.from)} – ${monthText(f.to)})`;
  return (
    <Card title={TITLE} size="small">
      <Space wrap className="app-toolbar">
        <BuildingSelect value={f.building} onChange={(b) => set({ building: b })} />
        <MonthRangePicker from={f.from} to={f.to} onChange={set} />
        <Segmented
          aria-label="Loại"
          value={type}
          onChange={(v) => set({ type: String(v) })}
          options={[
            { value: 'E', label: 'Điện' },
            { value: 'W', label: 'Nước' },
          ]}
        />
      </Space>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {!problem && (
        <ChartFigure
          title={`Biểu đồ ${TYPE_NAMES[type].toLowerCase()} nhà nước, phòng, nội bộ và thất thoát – ${building ? `toà ${building} – ${buildingName(building)}` : subject}`}
          // Every month of the range has a line: none at all is a failed read.
          summary={query.pending ? 'Đang tải...' : lines.length ? balanceSummary(lines, type) : 'Không tải được số liệu'}
          spec={balanceChart(building ? lines : monthTotals(lines), type)}
        />
      )}
      <DataTable<MonthlyLine>
        title={heading}
        fileName={`phan-tich-dien-nuoc-theo-thang-${type === 'E' ? 'dien' : 'nuoc'}-${building ?? 'tat-ca'}-${f.from}-${f.to}`}
        columns={columns(type, !building, actions)}
        rows={lines}
        rowKey="key"
        loading={query.fetching}
        emptyText={!problem && query.pending ? 'Đang tải...' : 'Không có số liệu trong khoảng thời gian này'}
      />
    </Card>
  );
}
