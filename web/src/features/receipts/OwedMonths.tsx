import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, QRCode, Space, Table, Typography } from 'antd';
import { CHARGE_KIND_LABELS, type ChargeKind } from '../../../../shared/catalog/receivables';
import { monthText } from '../../../../shared/dates';
import { formatVnd } from '../../lib/format';
import { roomQr } from './print';
import { bankWalletQueries } from './queries';
import { amountDue, type StayOwed } from '../../lib/stay-debt';

interface Props {
  building: string;
  roomId: string;
  /** The chosen stay's open items and figures. */
  owed: StayOwed | undefined;
  loading: boolean;
  /** Prints the payment notice; absent when the stay owes nothing. */
  onNotice?: () => void;
}

/**
 * What the chosen stay owes, item by item (oldest first, as a receipt pays them: monthly bills, the
 * final bill, debit notes…), its credit and balance, and the VietQR a tenant standing at the desk can
 * scan for the balance — the same amount the unpaid report and the notice ask.
 */
export function OwedMonths({ building, roomId, owed, loading, onNotice }: Props) {
  const settings = useQuery(bankWalletQueries.settings());
  const qr = owed && settings.data ? roomQr(building, roomId, owed, settings.data) : undefined;
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start', marginBottom: 12 }} aria-label={`Phòng ${roomId} còn nợ`}>
      <div style={{ flex: '1 1 360px', minWidth: 0 }}>
        <Table
          size="small"
          pagination={false}
          loading={loading}
          rowKey="id"
          dataSource={owed?.months ?? []}
          locale={{ emptyText: loading ? 'Đang tải...' : 'Lượt thuê không còn khoản nào nợ' }}
          columns={[
            { key: 'kind', title: 'Khoản nợ', dataIndex: 'kind', render: (k: ChargeKind) => CHARGE_KIND_LABELS[k] },
            { key: 'month', title: 'Tháng', dataIndex: 'month', render: (m: string) => monthText(m) },
            { key: 'bill_no', title: 'Số chứng từ', dataIndex: 'bill_no' },
            { key: 'total', title: 'Số tiền', dataIndex: 'total', align: 'right', render: (v: number) => formatVnd(v) },
            { key: 'paid', title: 'Đã trả', dataIndex: 'paid', align: 'right', render: (v: number) => formatVnd(v) },
            { key: 'owed', title: 'Còn nợ', dataIndex: 'owed', align: 'right', render: (v: number) => <b>{formatVnd(v)}</b> },
          ]}
        />
        {owed && (
          <Space wrap size={[16, 4]} style={{ marginTop: 8 }}>
            <Typography.Text>
              Tổng còn nợ: <b>{formatVnd(owed.owed)}</b>
            </Typography.Text>
            {owed.credit > 0 && (
              <Typography.Text>
                Tiền trả trước: <b>{formatVnd(owed.credit)}</b>
              </Typography.Text>
            )}
            <Typography.Text>
              Phải thu: <b>{formatVnd(amountDue(owed))}</b>
            </Typography.Text>
            {onNotice && (
              <Button size="small" icon={<PrinterOutlined />} onClick={onNotice}>
                In giấy báo tiền phòng (VietQR)
              </Button>
            )}
          </Space>
        )}
      </div>
      {qr && 'missing' in qr && <Alert type="info" showIcon message={qr.missing} style={{ flex: '0 1 320px' }} />}
      {qr && 'payload' in qr && (
        <div style={{ textAlign: 'center', flex: 'none' }}>
          <QRCode type="svg" value={qr.payload} size={148} bordered={false} aria-label="Mã VietQR phòng còn nợ" />
          {qr.lines.map((l) => (
            <Typography.Text key={l} type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {l}
            </Typography.Text>
          ))}
        </div>
      )}
    </div>
  );
}
