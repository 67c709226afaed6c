import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { compareByBuilding, saveStateBill, type StateBill, type UtilityBalance } from '../../../../../shared/api/utilities';
import { METER_UNITS, type MeterType } from '../../../../../shared/readings/usage';
import { useCan } from '../../../app/session/can';
import { LaidTable, type LaidColumn } from '../../../components/data-table/LaidTable';
import { toolbarDefaults } from '../../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../../components/filters/ToolbarFilters';
import { queryProblem } from '../../../components/filters/use-each-building';
import { useUrlState } from '../../../components/filters/use-url-state';
import { formatDate, formatMonth, formatNumber, formatPercent, formatVnd } from '../../../lib/format';
import { decimal, money as moneyOrNoData, NoData, percent, units } from '../figures';
import { stateQueries } from './queries';
import { StateBillForm, type StateBillTarget } from './StateBillForm';
import { stateTotals } from './state-rows';

const TYPE_OPTIONS = [
  { value: 'E', label: 'Điện' },
  { value: 'W', label: 'Nước' },
];
const TYPE_WORDS: Record<MeterType, string> = { E: 'Điện', W: 'Nước' };

/** A price or a bill's amount where there is one (no bill: the "Chưa nhập" beside says so): blank otherwise. */
const money = (n: number | null) => (n === null ? '' : formatVnd(n));
const price = (n: number | null, unit: string) => (n === null ? '' : `${formatNumber(n)} đ/${unit}`);
/** No loss (no bill, or the rooms not read): its units, đồng and % are one "chưa có số liệu" cell (issue 23 §4). */
const LOSS_CELLS = 3;
const lossCell = (first: boolean) => (r: UtilityBalance) => (r.loss_units === null ? { colSpan: first ? LOSS_CELLS : 0 } : {});

/**
 * "Điện nước nhà nước" (business rules §5): for a month and a type, each building's state bill set
 * against what its rooms used and were charged plus its internal use: loss = state − (rooms +
 * internal) in units, đồng and percent, flagged above the loss threshold setting; for electricity,
 * flagged when rooms pay more per kWh than the legal ceiling. When the bill's period is not the
 * reading month the comparison is prorated and says so. Each building's bill is entered or edited here.
 */
export default function StateUtilitiesPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ month: d.month, type: 'E' as string });
  const type: MeterType = f.type === 'W' ? 'W' : 'E';
  const unit = METER_UNITS[type];
  const problem = queryProblem(compareByBuilding, { month: f.month, type });
  const compare = useQuery({ ...stateQueries.compare({ month: f.month, type }), enabled: !problem });
  const bills = useQuery({ ...stateQueries.bills({ type, from: f.month, to: f.month }), enabled: !problem });
  const canSave = useCan(saveStateBill);
  const [editing, setEditing] = useState<StateBillTarget>();

  const billOf = useMemo(
    () => new Map<string, StateBill>((bills.data?.items ?? []).filter((b) => b.month === f.month && b.type === type).map((b) => [b.building, b])),
    [bills.data, f.month, type],
  );
  const rows = compare.data?.rows ?? [];
  const totals = stateTotals(rows);
  const threshold = compare.data?.loss_threshold;

  const columns: LaidColumn<UtilityBalance>[] = [
    { key: 'building', title: 'Toà', dataIndex: 'building', kind: 'id', render: (_, r) => <b>{r.building}</b> },
    {
      key: 'state',
      title: 'Hoá đơn nhà nước',
      children: [
        {
          key: 'state_units',
          title: `Số (${unit})`,
          exportAs: 'number',
          render: (_, r) => (r.state_units === null ? <Typography.Text type="secondary">Chưa nhập</Typography.Text> : formatNumber(r.state_units)),
        },
        { key: 'state_amount', title: 'Tiền', exportAs: 'money', kind: 'money', render: (_, r) => money(r.state_amount) },
        {
          key: 'period',
          title: 'Kỳ',
          // Two dates: they wrap between them rather than widen the table.
          kind: 'text',
          render: (_, r) => {
            const b = billOf.get(r.building);
            return b ? `${formatDate(b.period_start)} – ${formatDate(b.period_end)}` : '';
          },
        },
        { key: 'state_price', title: 'Đơn giá', kind: 'money', render: (_, r) => price(r.state_unit_price, unit) },
      ],
    },
    {
      key: 'rooms',
      title: 'Thu của phòng',
      children: [
        { key: 'rooms_units', title: `Số (${unit})`, exportAs: 'number', render: (_, r) => units(r.rooms_units) },
        { key: 'rooms_amount', title: 'Tiền', exportAs: 'money', kind: 'money', render: (_, r) => moneyOrNoData(r.rooms_amount) },
        { key: 'rooms_price', title: 'Đơn giá', kind: 'money', render: (_, r) => price(r.rooms_unit_price, unit) },
      ],
    },
    { key: 'internal_units', title: `Nội bộ (${unit})`, exportAs: 'number', render: (_, r) => units(r.internal_units) },
    { key: 'compared_units', title: `Phòng + nội bộ (${unit})`, exportAs: 'number', render: (_, r) => decimal(r.compared_units) },
    {
      key: 'loss',
      title: 'Thất thoát',
      children: [
        {
          key: 'loss_units',
          title: `Số (${unit})`,
          exportAs: 'number',
          onCell: lossCell(true),
          render: (_, r) => decimal(r.loss_units),
        },
        { key: 'loss_amount', title: 'Tiền', exportAs: 'money', kind: 'money', onCell: lossCell(false), render: (_, r) => money(r.loss_amount) },
        {
          key: 'loss_rate',
          title: '%',
          exportAs: 'rate',
          onCell: lossCell(false),
          render: (_, r) => (
            <Typography.Text data-testid={`loss-rate-${r.building}`} type={r.loss_flag ? 'danger' : undefined} strong={r.loss_flag}>
              {formatPercent(r.loss_rate)}
            </Typography.Text>
          ),
        },
      ],
    },
    {
      key: 'flags',
      title: 'Cảnh báo',
      render: (_, r) => (
        <Space direction="vertical" size={2} data-testid={`flags-${r.building}`}>
          {r.loss_flag && <Tag color="red">{`Thất thoát vượt ngưỡng ${formatPercent(threshold)}`}</Tag>}
          {r.price_flag && <Tag color="red">{`Giá thu phòng vượt giá trần ${price(r.ceiling_per_kwh, 'kWh')}`}</Tag>}
          {r.prorated && r.period_note && <Typography.Text type="secondary">{r.period_note}</Typography.Text>}
        </Space>
      ),
    },
    ...(canSave
      ? [
          {
            key: 'actions',
            title: '',
            kind: 'action' as const,
            render: (_: unknown, r: UtilityBalance) => {
              const bill = billOf.get(r.building);
              return (
                <Button
                  size="small"
                  aria-label={`${bill ? 'Sửa' : 'Nhập'} hoá đơn toà ${r.building}`}
                  disabled={bills.isPending}
                  onClick={() => setEditing({ building: r.building, type, month: f.month, bill })}
                >
                  {bill ? 'Sửa hoá đơn' : 'Nhập hoá đơn'}
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Card title={`${TYPE_WORDS[type]} nhà nước tháng ${formatMonth(`${f.month}-01`)}`} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['month']} values={{ ...d, month: f.month }} onChange={({ month }) => month && set({ month })} />
        <Select aria-label="Loại" value={type} options={TYPE_OPTIONS} onChange={(t) => set({ type: t })} style={{ width: 110 }} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {threshold !== undefined && (
        <Typography.Paragraph type="secondary">
          Thất thoát = nhà nước − (phòng + nội bộ). Cảnh báo khi thất thoát vượt {formatPercent(threshold)} hoá đơn nhà nước
          {type === 'E' ? ', hoặc khi giá điện bình quân thu của phòng vượt giá trần bán lẻ.' : '.'}
        </Typography.Paragraph>
      )}
      <LaidTable<UtilityBalance>
        rowKey="building"
        loading={!problem && compare.isPending}
        columns={columns}
        dataSource={rows}
        pagination={false}
        summary={() =>
          rows.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <b>Tổng</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {units(totals.state_units)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {moneyOrNoData(totals.state_amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} colSpan={2} />
              <Table.Summary.Cell index={5} align="right">
                {units(totals.rooms_units)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {moneyOrNoData(totals.rooms_amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
              <Table.Summary.Cell index={8} align="right">
                {units(totals.internal_units)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={9} align="right">
                {decimal(totals.compared_units)}
              </Table.Summary.Cell>
              {totals.loss_units === null ? (
                <Table.Summary.Cell index={10} colSpan={LOSS_CELLS} align="right">
                  <span data-testid="loss-rate-total">
                    <NoData />
                  </span>
                </Table.Summary.Cell>
              ) : (
                <>
                  <Table.Summary.Cell index={10} align="right">
                    {decimal(totals.loss_units)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={11} align="right">
                    {moneyOrNoData(totals.loss_amount)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={12} align="right">
                    <span data-testid="loss-rate-total">{percent(totals.loss_rate)}</span>
                  </Table.Summary.Cell>
                </>
              )}
              <Table.Summary.Cell index={13} colSpan={canSave ? 2 : 1} />
            </Table.Summary.Row>
          )
        }
      />
      {editing && <StateBillForm target={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
