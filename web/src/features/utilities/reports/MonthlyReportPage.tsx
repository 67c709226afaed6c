import { useQuery } from '@tanstack/react-query';
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
import { useUrlState } from '../../../components/filters/use-url-state';
import { useVoucherAction } from '../../../components/forms/use-voucher-action';
import { formatDateTime, formatNumber, formatVnd } from '../../../lib/format';
import { ChartFigure } from './ChartFigure';
import { balanceChart, balanceSummary, monthlyLines, TYPE_NAMES, type MonthlyLine, type UtilityType } from './monthly-lines';
import { reportQueries } from './queries';
import { asBuildingCode, BuildingSelect, lastTwelveMonths, MonthRangePicker, rangeProblem } from './report-filters';
import { monthText } from '../../../../../shared/dates';

const TITLE = 'Phân tích điện nước theo tháng';
const units = (v: number | null) => (v === null ? '' : formatNumber(v));
const money = (v: number | null) => (v === null ? '' : formatVnd(v));

function columns(type: UtilityType, actions: (l: MonthlyLine) => ReactNode): DataColumn<MonthlyLine>[] {
  const unit = METER_UNITS[type];
  return [
    { key: 'month', title: 'Tháng', dataIndex: 'month', kind: 'id', value: (l) => monthText(l.month), render: (m: string) => monthText(m) },
    {
      key: 'state_units',
      title: `Nhà nước (${unit})`,
      dataIndex: 'state_units',
      exportAs: 'number',
      render: (v: number | null) => (v === null ? <Tag>Chưa nhập</Tag> : formatNumber(v)),
    },
    { key: 'state_amount', title: 'Tiền nhà nước', dataIndex: 'state_amount', exportAs: 'money', kind: 'money', render: money },
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
            <span>{units(v)} (quy đổi)</span>
          </Tooltip>
        ) : (
          units(v)
        ),
    },
    { key: 'loss_units', title: `Thất thoát (${unit})`, dataIndex: 'loss_units', exportAs: 'number', render: units },
    { key: 'loss_amount', title: 'Tiền thất thoát', dataIndex: 'loss_amount', exportAs: 'money', kind: 'money', render: money },
    {
      key: 'loss_rate',
      title: 'Tỷ lệ thất thoát',
      dataIndex: 'loss_rate',
      exportAs: 'rate',
      render: (v: number | null, l) => (
        <>
          {v === null ? '' : `${formatNumber(v)} %`}
          {l.loss_flag && (
            <Tag color="red" style={{ marginLeft: 4 }}>
              Vượt ngưỡng
            </Tag>
          )}
        </>
      ),
    },
    { key: 'state_unit_price', title: `Giá nhà nước (đ/${unit})`, dataIndex: 'state_unit_price', exportAs: 'number', render: units },
    {
      key: 'rooms_unit_price',
      title: `Giá thu phòng (đ/${unit})`,
      dataIndex: 'rooms_unit_price',
      exportAs: 'number',
      render: (v: number | null, l) => (
        <>
          {units(v)}
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
}

/**
 * Phân tích điện nước theo tháng (issue 12; business rules §5): one building month by month, what the
 * state billed against what the rooms were charged, the internal use and the loss, as a chart and a
 * table, for electricity or water. A month can be saved (its figures frozen, as the month-end job
 * does) or unsaved. Building, range (default the last 12 months) and type are in the URL.
 */
export default function MonthlyReportPage() {
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, ...lastTwelveMonths(), type: 'E' });
  const building = asBuildingCode(f.building);
  const type: UtilityType = f.type === 'W' ? 'W' : 'E';
  const problem = building ? rangeProblem(f.from, f.to) : 'Vui lòng chọn một toà nhà';
  const query = useQuery({ ...reportQueries.monthly({ building: building ?? DEFAULT_BUILDING, from: f.from, to: f.to }), enabled: !problem });
  const lines = useMemo(() => monthlyLines(query.data?.rows, type), [query.data, type]);

  const canSave = useCan(saveMonthlyReport);
  const save = useVoucherAction({
    endpoint: saveMonthlyReport,
    request: (month: string) => ({ body: { building: building!, month } }),
    onSuccess: (r) => notify.success(`Đã lưu báo cáo điện nước tháng ${monthText(r.month)} toà ${r.building}`),
  });
  const unsave = useVoucherAction({
    endpoint: deleteMonthlyReport,
    // The copy as read: one saved again since is not dropped unseen (409 on saved_at).
    request: (l: Pick<MonthlyLine, 'month' | 'saved_at'>) => ({ params: { a: building!, b: l.month }, body: { saved_at: l.saved_at ?? '' } }),
    onSuccess: (r) => notify.success(r.message),
  });
  const actions = (l: MonthlyLine) => {
    if (!canSave) return null;
    const label = monthText(l.month);
    return l.saved ? (
      <Popconfirm
        title={`Bỏ bản đã lưu tháng ${label}?`}
        description="Báo cáo sẽ tính lại theo số hiện tại."
        okText="Bỏ lưu"
        cancelText="Không"
        onConfirm={() => unsave.run(l)}
      >
        <Button size="small" aria-label={`Bỏ lưu tháng ${label}`} loading={unsave.running?.month === l.month}>
          Bỏ lưu
        </Button>
      </Popconfirm>
    ) : (
      <Popconfirm
        title={`Lưu số liệu tháng ${label}?`}
        description="Số liệu điện và nước của tháng được giữ nguyên như bây giờ."
        okText="Lưu"
        cancelText="Không"
        onConfirm={() => save.run(l.month)}
      >
        <Button size="small" type="primary" ghost aria-label={`Lưu tháng ${label}`} loading={save.running === l.month}>
          Lưu
        </Button>
      </Popconfirm>
    );
  };

  const heading = `${TITLE} – ${TYPE_NAMES[type]} – toà ${f.building} (${monthText(f.from)} – ${monthText(f.to)})`;
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
          title={`Biểu đồ ${TYPE_NAMES[type].toLowerCase()} nhà nước, phòng, nội bộ và thất thoát – toà ${f.building} – ${buildingName(f.building)}`}
          summary={query.isError ? 'Không tải được số liệu' : query.data ? balanceSummary(lines, type) : 'Đang tải...'}
          spec={balanceChart(lines, type)}
        />
      )}
      <DataTable<MonthlyLine>
        title={heading}
        fileName={`phan-tich-dien-nuoc-theo-thang-${type === 'E' ? 'dien' : 'nuoc'}-${f.building}-${f.from}-${f.to}`}
        columns={columns(type, actions)}
        rows={lines}
        rowKey="key"
        loading={query.isFetching}
        emptyText={!problem && query.isPending ? 'Đang tải...' : 'Không có số liệu trong khoảng thời gian này'}
        pageSizes={['all', '20', '50']}
      />
    </Card>
  );
}
