import { Alert, Descriptions, Grid, Table, Typography } from 'antd';
import type { CheckOut } from '../../../../shared/api/stays';
import { buildingName } from '../../../../shared/catalog/buildings';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { billRows, type BillRow } from './bill-rows';
import { CHECK_OUT_STATUS } from './choices';
import { RoomLink } from '../../components/room-link/RoomLink';
import { StatusTag } from '../../components/status/StatusTag';
import './stays.css';

const signed = (n: number) => (n < 0 ? `− ${formatVnd(-n)}` : formatVnd(n));

function Lines({ title, rows }: { title: string; rows: BillRow[] }) {
  // On a phone the explanation goes under the item instead of a column of its own.
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Table<BillRow>
      className="bill-breakdown"
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      dataSource={rows}
      rowClassName={(r) => (r.strong ? 'bill-strong' : '')}
      columns={[
        {
          key: 'label',
          title: 'Khoản',
          dataIndex: 'label',
          width: wide ? '30%' : undefined,
          render: (v: string, r) =>
            wide || !r.detail ? (
              v
            ) : (
              <>
                {v}
                <br />
                <Typography.Text type="secondary">{r.detail}</Typography.Text>
              </>
            ),
        },
        ...(wide
          ? [{ key: 'detail', title: 'Diễn giải', dataIndex: 'detail', render: (v?: string) => <Typography.Text type="secondary">{v}</Typography.Text> }]
          : []),
        {
          key: 'amount',
          title: 'Số tiền',
          dataIndex: 'amount',
          align: 'right' as const,
          className: 'bill-amount',
          width: 130,
          render: (v: number) => signed(v),
        },
      ]}
    />
  );
}

/**
 * The refund calculation the server made at check-out (business rules §4): the final bill line by
 * line, then what the deposit paid, what was forfeited and what goes back to the tenant.
 */
export function BillBreakdown({ checkOut: co }: { checkOut: CheckOut }) {
  const rows = billRows(co);
  const outcome =
    co.receivable > 0
      ? { type: 'warning' as const, text: `Khách còn phải trả ${formatVnd(co.receivable)} (${moneyInWords(co.receivable)})` }
      : co.refund > 0
        ? { type: 'success' as const, text: `Hoàn trả khách ${formatVnd(co.refund)} (${moneyInWords(co.refund)})` }
        : { type: 'info' as const, text: 'Không có tiền cọc hoàn trả' };
  return (
    <div className="bill-breakdown-card" aria-label={`Bảng tính trả cọc ${co.room_id}`}>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Khách thuê">{co.customer_name}</Descriptions.Item>
        <Descriptions.Item label="Phòng">
          <RoomLink building={co.building} roomId={co.room_id} /> – {buildingName(co.building)}
        </Descriptions.Item>
        <Descriptions.Item label="Hợp đồng">{co.contract_no}</Descriptions.Item>
        <Descriptions.Item label="Ngày trả phòng">{formatDate(co.leave_date)}</Descriptions.Item>
        <Descriptions.Item label="Báo trả">
          {co.notice_date
            ? `${formatDate(co.notice_date)} (${formatNumber(co.notice_given_days)}/${formatNumber(co.notice_days)} ngày)`
            : `Không báo trước (hợp đồng ${co.notice_days} ngày)`}
        </Descriptions.Item>
        <Descriptions.Item label="Trạng thái">
          <StatusTag table={CHECK_OUT_STATUS} status={co.status} />
        </Descriptions.Item>
      </Descriptions>
      <Lines title="Hoá đơn trả phòng" rows={rows.filter((r) => r.section === 'bill')} />
      <div style={{ height: 12 }} />
      <Lines title="Quyết toán tiền cọc" rows={rows.filter((r) => r.section === 'deposit')} />
      <Alert type={outcome.type} showIcon message={outcome.text} style={{ marginTop: 12 }} />
    </div>
  );
}
