import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Drawer, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { auditData, type ReadingChange } from '../../../../shared/api/readings';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { METER_TYPE_NAMES, type MeterType } from '../../../../shared/readings/usage';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { LoadMore } from '../../components/data-table/LoadMore';
import { queryProblem } from '../../components/filters/use-each-building';
import { RoomLink } from '../../components/room-link/RoomLink';
import { DATE_FORMAT, formatDateTime, formatMonth, formatNumber, ISO_DATE } from '../../lib/format';
import { readingQueries } from './queries';

const COLUMNS: DataColumn<ReadingChange>[] = [
  { key: 'at', title: 'Thời gian', dataIndex: 'at', exportAs: 'datetime', render: (v: string) => formatDateTime(v) },
  { key: 'actor', title: 'Người sửa', value: (r) => r.actor.username, render: (_: unknown, r: ReadingChange) => r.actor.username },
  { key: 'month', title: 'Tháng', value: (r) => formatMonth(`${r.month}-01`), render: (_: unknown, r: ReadingChange) => formatMonth(`${r.month}-01`) },
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string, r: ReadingChange) => <RoomLink building={r.building} roomId={v} /> },
  { key: 'before', title: 'Chỉ số cũ', dataIndex: 'before', exportAs: 'number', render: (v: number | null) => (v === null ? 'Nhập mới' : formatNumber(v)) },
  { key: 'after', title: 'Chỉ số mới', dataIndex: 'after', exportAs: 'number', render: (v: number) => formatNumber(v) },
];

/**
 * Who entered or changed which reading of the building, when, from what to what (GET /api/bills/audit-data),
 * over the changes of the last 30 days by default: newest first, a page at a time, exported on the server.
 */
export function ReadingAuditDrawer({ building, type, onClose }: { building: BuildingCode; type: MeterType; onClose: () => void }) {
  const [range, setRange] = useState({ from: dayjs().subtract(30, 'day').format(ISO_DATE), to: dayjs().format(ISO_DATE) });
  const filters = { building, type, ...range };
  const problem = queryProblem(auditData, filters);
  const query = useInfiniteQuery({ ...readingQueries.audit(filters), enabled: !problem });
  const title = `Lịch sử sửa chỉ số ${METER_TYPE_NAMES[type]} toà ${building}`;
  return (
    <Drawer open title={title} width={760} onClose={onClose}>
      <Space style={{ marginBottom: 8 }}>
        <DatePicker.RangePicker
          aria-label="Khoảng ngày sửa"
          format={DATE_FORMAT}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(v) => v?.[0] && v[1] && setRange({ from: v[0].format(ISO_DATE), to: v[1].format(ISO_DATE) })}
        />
      </Space>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 8 }} />}
      <DataTable<ReadingChange>
        title={title}
        fileName={`lich-su-chi-so-${building}-${range.from}-${range.to}`}
        serverExport={{ report: 'auditData', params: filters }}
        columns={COLUMNS}
        rows={query.data?.items ?? []}
        rowKey="id"
        loading={query.isFetching}
        emptyText={query.isPending && !problem ? 'Đang tải...' : 'Không có lần sửa chỉ số nào trong khoảng này'}
        toolbar={<LoadMore query={query} />}
      />
    </Drawer>
  );
}
