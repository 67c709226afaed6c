import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { receiptContinuous } from '../../../../shared/api/deposits';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { buildingName } from '../../../../shared/catalog/buildings';
import { formatSlipNo } from '../../../../shared/catalog/deposits';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_MIN_MONTH, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { RoomLink } from '../../components/room-link/RoomLink';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate, formatMonth, ISO_MONTH } from '../../lib/format';
import { depositStatusLabel, DepositStatusTag } from './DepositStatusTag';
import { asBuilding } from '../../components/filters/filter-defaults';
import { rangeProblem } from './filters';
import { depositQueries } from './queries';

const TITLE = 'Phiếu cọc liên tục';
/** Month and year as the shared month filter writes them. */
const MONTH_FORMAT = 'MM/YYYY';
export const GAP_TAG = 'Bị nhảy số';

export type Numbering = ResponseOf<typeof receiptContinuous>[number];

/** One number of a building's monthly sequence: a slip that carries it, or a gap nobody carries. */
export interface SequenceRow {
  key: string;
  building: string;
  month: string;
  seq: number;
  slip_no: string;
  date: string;
  room_id: string;
  customer_name: string;
  status: string;
  gap: boolean;
}

/**
 * Every number from 1 to the last issued, in order, per building and month; a number no slip carries
 * is a gap row in its place (the server's `gaps` are exactly those).
 */
export function sequenceRows(numberings: readonly Numbering[]): SequenceRow[] {
  const out: SequenceRow[] = [];
  const ordered = [...numberings].sort((a, b) => a.building.localeCompare(b.building) || a.month.localeCompare(b.month));
  for (const n of ordered) {
    const bySeq = new Map<number, Numbering['slips']>();
    for (const s of n.slips) bySeq.set(s.seq, [...(bySeq.get(s.seq) ?? []), s]);
    const last = Math.max(n.issued, ...n.slips.map((s) => s.seq), ...n.gaps);
    for (let seq = 1; seq <= last; seq++) {
      const slips = bySeq.get(seq) ?? [];
      slips.forEach((s, i) =>
        out.push({
          key: `${n.building}-${n.month}-${seq}-${i}`,
          building: n.building,
          month: n.month,
          seq,
          slip_no: s.slip_no,
          date: s.date,
          room_id: s.room_id,
          customer_name: s.customer_name,
          status: s.status,
          gap: false,
        }),
      );
      if (!slips.length)
        out.push({
          key: `${n.building}-${n.month}-${seq}-gap`,
          building: n.building,
          month: n.month,
          seq,
          slip_no: formatSlipNo(n.building, `${n.month}-01`, seq),
          date: '',
          room_id: '',
          customer_name: '',
          status: '',
          gap: true,
        });
    }
  }
  return out;
}

/** Gap rows are tinted red across the whole row, so a missing number stands out while scrolling. */
const gapCell = (r: SequenceRow) => (r.gap ? { className: 'deposit-gap-cell', style: { background: '#fff1f0' } } : {});

export const sequenceColumns: DataColumn<SequenceRow>[] = (
  [
    { key: 'building', title: 'Toà', dataIndex: 'building', width: 70, render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    { key: 'month', title: 'Tháng', dataIndex: 'month', width: 90, render: (v: string) => formatMonth(`${v}-01`) },
    { key: 'seq', title: 'STT', dataIndex: 'seq', exportAs: 'number', width: 70, align: 'right' },
    {
      key: 'slip_no',
      title: 'Số phiếu',
      dataIndex: 'slip_no',
      width: 140,
      render: (v: string, r) =>
        r.gap ? (
          <Typography.Text type="danger" delete>
            {v}
          </Typography.Text>
        ) : (
          <Typography.Text strong>{v}</Typography.Text>
        ),
    },
    { key: 'date', title: 'Ngày cọc', dataIndex: 'date', exportAs: 'date', width: 105, render: (v: string) => formatDate(v) },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 80,
      render: (v: string, r) => (v ? <RoomLink building={r.building} roomId={v} /> : v),
    },
    { key: 'customer_name', title: 'Khách hàng', dataIndex: 'customer_name' },
    {
      key: 'status',
      title: 'Tình trạng',
      value: (r) => (r.gap ? GAP_TAG : depositStatusLabel(r.status)),
      width: 200,
      render: (_: unknown, r) => (r.gap ? <Tag color="red">{GAP_TAG}</Tag> : <DepositStatusTag status={r.status} />),
    },
  ] as DataColumn<SequenceRow>[]
).map((c) => ({ ...c, onCell: gapCell }));

const monthValue = (m: string): Dayjs => dayjs(`${m}-01`);

/**
 * Continuous deposit slips (spec §2 /phieu-coc-lien-tuc, business rules §3): the numbering of each
 * building and month in order, with the numbers that were handed out but carry no slip highlighted.
 */
export default function ContinuousPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: d.building, from: d.month, to: d.month });
  const building = asBuilding(f.building);
  const problem = rangeProblem(`${f.from}-01`, `${f.to}-01`, 'tháng');
  const query = useQuery({ ...depositQueries.continuous({ from: f.from, to: f.to, building }), enabled: !problem });
  const groups = useMemo(() => [...(query.data ?? [])].sort((a, b) => a.building.localeCompare(b.building) || a.month.localeCompare(b.month)), [query.data]);
  const rows = useMemo(() => sequenceRows(groups), [groups]);
  const gapCount = groups.reduce((s, g) => s + g.gaps.length, 0);
  const earliest = monthValue(DEFAULT_MIN_MONTH);
  const monthPicker = (label: string, value: string, onChange: (m: string) => void) => (
    <DatePicker
      aria-label={label}
      placeholder={label}
      picker="month"
      format={MONTH_FORMAT}
      allowClear={false}
      minDate={earliest}
      value={monthValue(value)}
      onChange={(m: Dayjs | null) => m && onChange(m.format(ISO_MONTH))}
    />
  );

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building']} values={{ ...d, building: f.building }} onChange={({ building: b }) => set({ building: b })} />
        {monthPicker('Từ tháng', f.from, (from) => set({ from }))}
        {monthPicker('Đến tháng', f.to, (to) => set({ to }))}
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {query.isSuccess && !problem && (
        <>
          <Alert
            type={gapCount ? 'error' : 'success'}
            showIcon
            style={{ marginBottom: 8 }}
            message={gapCount ? `Có ${gapCount} số phiếu bị nhảy (đã cấp số nhưng không có phiếu)` : 'Số phiếu liên tục, không bị nhảy số'}
          />
          <Space wrap size={[6, 6]} style={{ marginBottom: 12 }} aria-label="Tóm tắt theo toà và tháng">
            {groups.map((g) => (
              <Tag key={`${g.building}-${g.month}`} color={g.gaps.length ? 'red' : 'green'}>
                {g.building} {formatMonth(`${g.month}-01`)}: {g.slips.length}/{g.issued} số
                {g.gaps.length ? ` · thiếu ${g.gaps.map((n) => String(n).padStart(3, '0')).join(', ')}` : ''}
              </Tag>
            ))}
          </Space>
        </>
      )}
      <DataTable<SequenceRow>
        title={TITLE}
        fileName={`phieu-coc-lien-tuc-${f.building}-${f.from}-${f.to}`}
        columns={sequenceColumns}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        pageSizes={['all', '20', '50', '100']}
        emptyText={query.isPending && !problem ? 'Đang tải...' : 'Không có phiếu cọc nào trong các tháng này'}
      />
    </Card>
  );
}
