import { CopyOutlined, FileTextOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { issueTenantBillLink, issueTenantBillLinks, markTenantBillSent, type SendLink } from '../../../../shared/api/tenant-bills';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { monthText } from '../../../../shared/dates';
import { notify } from '../../api/notify';
import { staffNameOf } from '../../app/app-data/staff-names';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { exportCsv } from '../../components/data-table/export-table';
import { LaidTable } from '../../components/data-table/LaidTable';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { RoomLink } from '../../components/room-link/RoomLink';
import { formatCount, formatDateTime } from '../../lib/format';
import { tenantBillQueries } from './queries';
import { linkUrl } from './send-messages';

/** A row a screen offers to send: its stay, who it is, and its message once the link is known. */
export interface SendSource {
  key: string;
  stay_id: string;
  room_id: string;
  customer_name: string;
  /** The phone the screen knows (the unpaid report's); else the link's (the stay's first occupant). */
  phone?: string;
  message: (url: string) => string;
}

export interface SendRow {
  key: string;
  stay_id: string;
  room_id: string;
  customer_name: string;
  phone: string;
  link?: SendLink;
  url: string;
  message: string;
}

/** Copies a text for Zalo or an SMS. Copying is not sending: "Đã gửi" says it went. */
async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(`Đã sao chép ${what}`);
  } catch {
    notify.warning('Không sao chép được', 'Trình duyệt không cho phép sao chép: vui lòng chọn và sao chép bằng tay.');
  }
}

function CopyButton({ text, what, label }: { text: string; what: string; label: string }) {
  return <Button size="small" type="text" icon={<CopyOutlined />} aria-label={label} title={label} onClick={() => void copy(text, what)} />;
}

/** The screen's rows with their links (joined by stay): a row whose stay has none says why. */
export function sendRows(sources: readonly SendSource[], links: readonly SendLink[] | undefined): SendRow[] {
  const byStay = new Map((links ?? []).map((l) => [l.stay_id, l]));
  return sources.map((s) => {
    const link = byStay.get(s.stay_id);
    const url = link ? linkUrl(link.path) : '';
    return {
      key: s.key,
      stay_id: s.stay_id,
      room_id: s.room_id,
      customer_name: s.customer_name,
      phone: s.phone || link?.phone || '',
      ...(link ? { link } : {}),
      url,
      message: link ? s.message(url) : '',
    };
  });
}

const NO_LINK = 'Không có liên kết: khách đã trả phòng và không còn nợ';

/**
 * "Gửi hoá đơn" (issue 24): the button of a screen that lists stays (the billing run, the unpaid
 * report) and its drawer: per stay the tenant's phone, the link and the ready message, each with a copy
 * button for Zalo or SMS, when it was last sent ("Đã gửi" records it), the explicit re-issue of a link,
 * and a CSV of every row. The links come from the batch when the drawer opens: a valid link comes back
 * unchanged (copies sent before keep working), a missing or expired one is issued.
 */
export function SendBills({ building, month, sources, title }: { building: BuildingCode; month: string; sources: readonly SendSource[]; title: string }) {
  const [open, setOpen] = useState(false);
  const canSend = useCan(issueTenantBillLinks);
  const client = useQueryClient();
  const q = tenantBillQueries.sendLinks(building, month);
  const links = useQuery({ ...q, enabled: open && canSend });
  const rows = useMemo(() => sendRows(sources, links.data), [sources, links.data]);
  const patch = (stayId: string, change: (l: SendLink) => SendLink) =>
    client.setQueryData(q.queryKey, (old) => old?.map((l) => (l.stay_id === stayId ? change(l) : l)));

  const sent = useVoucherAction({
    endpoint: markTenantBillSent,
    onSuccess: (r) => {
      patch(r.stay_id, (l) => ({ ...l, sent_at: r.sent_at, sent_by: r.sent_by }));
      notify.success('Đã ghi nhận đã gửi');
    },
  });
  const reissue = useVoucherAction({
    endpoint: issueTenantBillLink,
    onSuccess: (r) => {
      patch(r.stay_id, ({ sent_at: _a, sent_by: _b, ...l }) => ({
        ...l,
        token: r.token,
        path: r.path,
        version: r.version,
        issued_at: r.issued_at,
        expires_at: r.expires_at,
        reused: false,
      }));
      notify.success('Đã tạo lại liên kết: liên kết cũ không còn mở được');
    },
  });

  const columns: DataColumn<SendRow>[] = [
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      value: (r) => r.room_id,
      render: (v: string) => (
        <RoomLink building={building} roomId={v}>
          <b>{v}</b>
        </RoomLink>
      ),
    },
    { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name' },
    {
      key: 'phone',
      title: 'Điện thoại',
      dataIndex: 'phone',
      render: (v: string, r) =>
        v ? (
          <Space size={2}>
            <span>{v}</span>
            <CopyButton text={v} what="số điện thoại" label={`Sao chép số điện thoại phòng ${r.room_id}`} />
          </Space>
        ) : null,
    },
    {
      key: 'url',
      title: 'Liên kết',
      dataIndex: 'url',
      render: (v: string, r) =>
        v ? (
          <Space size={2}>
            <Typography.Link href={v} target="_blank" rel="noreferrer" style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {v}
            </Typography.Link>
            <CopyButton text={v} what="liên kết" label={`Sao chép liên kết phòng ${r.room_id}`} />
          </Space>
        ) : (
          <Typography.Text type="secondary">{links.data ? NO_LINK : ''}</Typography.Text>
        ),
    },
    {
      key: 'message',
      title: 'Tin nhắn gửi khách',
      dataIndex: 'message',
      render: (v: string, r) =>
        v ? (
          <Space size={2} align="start">
            <span style={{ fontSize: 12 }}>{v}</span>
            <CopyButton text={v} what="tin nhắn" label={`Sao chép tin nhắn phòng ${r.room_id}`} />
          </Space>
        ) : null,
    },
    {
      key: 'sent_at',
      title: 'Đã gửi lúc',
      exportAs: 'datetime',
      kind: 'datetime',
      value: (r) => r.link?.sent_at ?? '',
      render: (_: unknown, r) => (r.link?.sent_at ? formatDateTime(r.link.sent_at) : ''),
    },
    {
      key: 'sent_by',
      title: 'Người gửi',
      value: (r) => (r.link?.sent_by ? staffNameOf(r.link.sent_by) : ''),
      render: (_: unknown, r) => (r.link?.sent_by ? staffNameOf(r.link.sent_by) : ''),
    },
    {
      key: 'actions',
      title: '',
      kind: 'action',
      noExport: true,
      render: (_: unknown, r) =>
        r.link ? (
          <Space size={4}>
            <Button
              size="small"
              icon={<SendOutlined />}
              loading={sent.running?.body.stay_id === r.stay_id}
              onClick={() => sent.run({ body: { stay_id: r.stay_id, version: r.link!.version } })}
            >
              Đã gửi
            </Button>
            <Popconfirm
              title={`Tạo lại liên kết phòng ${r.room_id}?`}
              description="Liên kết đã gửi trước đây sẽ không mở được nữa."
              okText="Tạo lại"
              cancelText="Không"
              onConfirm={() => reissue.run({ body: { stay_id: r.stay_id } })}
            >
              <Button size="small" loading={reissue.running?.body.stay_id === r.stay_id}>
                Tạo lại liên kết
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  const fileName = `gui-hoa-don-${building}-${month}`;
  const withLink = rows.filter((r) => r.link);
  const sentCount = withLink.filter((r) => r.link?.sent_at).length;

  if (!canSend) return null;
  return (
    <>
      <Button icon={<SendOutlined />} disabled={!sources.length} onClick={() => setOpen(true)}>
        Gửi hoá đơn ({sources.length})
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        width="min(1280px, 100vw)"
        title={`Gửi hoá đơn – ${title} – toà ${building} tháng ${monthText(month)}`}
        extra={
          <Button icon={<FileTextOutlined />} disabled={!links.data} onClick={() => exportCsv(fileName, columns, rows)}>
            Xuất CSV
          </Button>
        }
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="Sao chép tin nhắn (hoặc liên kết) gửi khách qua Zalo hoặc SMS, rồi bấm “Đã gửi” để ghi lại thời điểm gửi."
          description={
            links.data
              ? `Đã gửi ${formatCount(sentCount)}/${formatCount(withLink.length)} lượt thuê. Liên kết hết hạn sau 90 ngày; “Tạo lại liên kết” làm liên kết cũ không mở được nữa.`
              : undefined
          }
        />
        <LaidTable<SendRow>
          rowKey="key"
          loading={links.isFetching}
          pagination={false}
          dataSource={rows}
          columns={columns}
          locale={{ emptyText: 'Không có lượt thuê nào để gửi' }}
        />
      </Drawer>
    </>
  );
}
