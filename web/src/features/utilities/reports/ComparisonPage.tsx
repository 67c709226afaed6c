import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Input, Modal, Popconfirm, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { deleteComparison, saveComparison, type savedComparison } from '../../../../../shared/api/utilities';
import { addMonths, monthText } from '../../../../../shared/dates';
import { notify } from '../../../api/notify';
import { useCan } from '../../../app/session/can';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { LaidTable } from '../../../components/data-table/LaidTable';
import { DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { useUrlState } from '../../../components/filters/use-url-state';
import { useVoucherAction } from '../../../components/forms/use-voucher-action';
import { RoomLink } from '../../../components/room-link/RoomLink';
import { formatDateTime, NO_DATA } from '../../../lib/format';
import { percent, units } from '../figures';
import { ChartFigure } from './ChartFigure';
import { totalsChart, totalsSummary, unreadMonth, type BuildingTotal, type ComparisonRow } from './comparison-lines';
import { reportQueries } from './queries';
import { asBuildingCode, BuildingSelect, isMonth, MonthPicker, thisMonth } from './report-filters';

const TITLE = 'So sánh điện nước';
type Saved = z.infer<typeof savedComparison>;
const rate = (v: number | null) => percent(v, true);

function figureColumns<T extends BuildingTotal>(a: string, b: string): DataColumn<T>[] {
  const A = monthText(a);
  const B = monthText(b);
  return [
    { key: 'electricity_a', title: `Điện ${A} (kWh)`, dataIndex: 'electricity_a', exportAs: 'number', render: units },
    { key: 'electricity_b', title: `Điện ${B} (kWh)`, dataIndex: 'electricity_b', exportAs: 'number', render: units },
    { key: 'electricity_difference', title: 'Chênh lệch điện', dataIndex: 'electricity_difference', exportAs: 'number', render: units },
    { key: 'electricity_rate', title: 'Tỷ lệ điện', dataIndex: 'electricity_rate', exportAs: 'rate', render: rate },
    { key: 'water_a', title: `Nước ${A} (m³)`, dataIndex: 'water_a', exportAs: 'number', render: units },
    { key: 'water_b', title: `Nước ${B} (m³)`, dataIndex: 'water_b', exportAs: 'number', render: units },
    { key: 'water_difference', title: 'Chênh lệch nước', dataIndex: 'water_difference', exportAs: 'number', render: units },
    { key: 'water_rate', title: 'Tỷ lệ nước', dataIndex: 'water_rate', exportAs: 'rate', render: rate },
  ];
}

type RoomLine = ComparisonRow & { key: string };

/** "Lưu cặp tháng": the pair on screen with an optional note. */
function SaveDialog({ a, b, onClose }: { a: string; b: string; onClose: () => void }) {
  const [note, setNote] = useState('');
  const save = useVoucherAction({
    endpoint: saveComparison,
    onSuccess: (s) => {
      notify.success(`Đã lưu so sánh tháng ${monthText(s.month_a)} với tháng ${monthText(s.month_b)}`);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`Lưu so sánh tháng ${monthText(a)} với tháng ${monthText(b)}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={save.pending}
      onOk={() => save.run({ body: { month_a: a, month_b: b, ...(note.trim() ? { note: note.trim() } : {}) } })}
      onCancel={onClose}
    >
      <Input.TextArea
        aria-label="Ghi chú"
        placeholder="Ghi chú (không bắt buộc)"
        maxLength={200}
        showCount
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}

/**
 * So sánh điện nước (issue 12): each room's electricity and water in two months side by side, with
 * the difference and its rate, the buildings' totals as a table and a chart; pairs of months can be
 * saved with a note, reopened and deleted. Months and building are in the URL.
 */
export default function ComparisonPage() {
  // Spec §2/§9: building BN (with "Tất cả toà nhà"), this month against the one before.
  const [f, set] = useUrlState({ a: addMonths(thisMonth(), -1), b: thisMonth(), building: DEFAULT_BUILDING as string });
  const building = asBuildingCode(f.building);
  const problem = !isMonth(f.a) || !isMonth(f.b) ? 'Tháng không hợp lệ' : f.a === f.b ? 'Hãy chọn hai tháng khác nhau' : undefined;
  const query = useQuery({ ...reportQueries.comparison({ month_a: f.a, month_b: f.b, ...(building ? { building } : {}) }), enabled: !problem });
  const data = query.data;
  const rows: RoomLine[] = (data?.rows ?? []).map((r) => ({ ...r, key: `${r.building}-${r.room_id}` }));
  // A month with no reading in any building asked for (this month, early on): said once, above.
  const unread = data ? [f.a, f.b].filter((_, i) => unreadMonth(data.rows, i ? 'b' : 'a')) : [];

  const canSave = useCan(saveComparison);
  const [saving, setSaving] = useState(false);
  const remove = useVoucherAction({
    endpoint: deleteComparison,
    // The pair as read: if it was saved again since, the server answers 409 rather than drop the newer note.
    request: (s: Saved) => ({ params: { a: s.month_a, b: s.month_b }, body: { saved_at: s.saved_at } }),
    onSuccess: (r) => notify.success(r.message),
  });

  const pair = (s: Saved) => `${monthText(s.month_a)} – ${monthText(s.month_b)}`;
  const savedColumns: DataColumn<Saved>[] = [
    { key: 'pair', title: 'Cặp tháng', kind: 'id', render: (_: unknown, s: Saved) => pair(s) },
    { key: 'note', title: 'Ghi chú', dataIndex: 'note' },
    { key: 'saved', title: 'Lưu bởi', render: (_: unknown, s: Saved) => `${s.saved_by}, ${formatDateTime(s.saved_at)}` },
    {
      key: 'action',
      title: '',
      kind: 'action',
      render: (_: unknown, s: Saved) => (
        <Space size={4}>
          <Button size="small" aria-label={`Mở so sánh ${pair(s)}`} onClick={() => set({ a: s.month_a, b: s.month_b })}>
            Mở
          </Button>
          {canSave && (
            <Popconfirm title={`Xoá so sánh ${pair(s)} đã lưu?`} okText="Xoá" cancelText="Không" onConfirm={() => remove.run(s)}>
              <Button size="small" danger aria-label={`Xoá so sánh ${pair(s)}`} loading={remove.running === s}>
                Xoá
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={TITLE} size="small">
      <Space wrap className="app-toolbar">
        <MonthPicker label="Tháng A" value={f.a} onChange={(a) => set({ a })} />
        <MonthPicker label="Tháng B" value={f.b} onChange={(b) => set({ b })} />
        <BuildingSelect value={f.building} onChange={(b) => set({ building: b })} />
        {canSave && (
          <Button type="primary" disabled={Boolean(problem)} onClick={() => setSaving(true)}>
            Lưu cặp tháng
          </Button>
        )}
      </Space>
      {saving && <SaveDialog a={f.a} b={f.b} onClose={() => setSaving(false)} />}
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {unread.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={`Tháng ${unread.map(monthText).join(' và ')} ${NO_DATA} (chưa ghi chỉ số): chưa so sánh được`}
          style={{ marginBottom: 12 }}
        />
      )}
      {data && data.saved.length > 0 && (
        <>
          <Typography.Text strong>Các cặp tháng đã lưu</Typography.Text>
          <LaidTable<Saved>
            rowKey={(s) => `${s.month_a}-${s.month_b}`}
            columns={savedColumns}
            dataSource={data.saved}
            pagination={false}
            style={{ margin: '4px 0 12px' }}
          />
        </>
      )}
      {!problem && (
        <Row gutter={16}>
          {(['E', 'W'] as const).map((t) => (
            <Col key={t} xs={24} xl={12}>
              <ChartFigure
                title={`Biểu đồ tổng ${t === 'E' ? 'điện' : 'nước'} theo toà, tháng ${monthText(f.a)} và ${monthText(f.b)}`}
                summary={query.isError ? 'Không tải được số liệu' : data ? totalsSummary(data.buildings, data.rows, t, f.a, f.b) : 'Đang tải...'}
                spec={totalsChart(data?.buildings ?? [], t, f.a, f.b)}
              />
            </Col>
          ))}
        </Row>
      )}
      <DataTable<BuildingTotal>
        // Like for like (the server's totals): the rooms with a figure in both months.
        title={`Tổng theo toà (phòng có chỉ số cả hai tháng) – tháng ${monthText(f.a)} và ${monthText(f.b)}`}
        fileName={`so-sanh-dien-nuoc-toa-${f.a}-${f.b}`}
        columns={[{ key: 'building', title: 'Toà', dataIndex: 'building', kind: 'id' }, ...figureColumns<BuildingTotal>(f.a, f.b)]}
        rows={data?.buildings ?? []}
        rowKey="building"
        loading={query.isFetching}
        emptyText={!problem && query.isPending ? 'Đang tải...' : 'Không có số liệu'}
      />
      <DataTable<RoomLine>
        title={`${TITLE} từng phòng – tháng ${monthText(f.a)} và ${monthText(f.b)}${building ? ` – toà ${building}` : ''}`}
        fileName={`so-sanh-dien-nuoc-${building ?? 'tat-ca'}-${f.a}-${f.b}`}
        columns={[
          { key: 'building', title: 'Toà', dataIndex: 'building', kind: 'id' },
          { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string, r) => <RoomLink building={r.building} roomId={v} /> },
          ...figureColumns<RoomLine>(f.a, f.b),
        ]}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={!problem && query.isPending ? 'Đang tải...' : 'Không có số liệu'}
      />
    </Card>
  );
}
