import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { searchCustomers, type Customer } from '../../../../shared/api/customers';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { RoomLink } from '../../components/room-link/RoomLink';
import { formatDate, formatNumber } from '../../lib/format';
import { asBuilding } from '../../components/filters/filter-defaults';
import { roomQueries } from '../rooms/queries';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { customerQueries } from './queries';

const TITLE = 'Bảng khách hàng';
/** Enough for a search box; the server says when there are more. */
export const SEARCH_LIMIT = 200;

const CUSTOMER_STATUS: Record<Customer['status'], { label: string; color: string }> = {
  staying: { label: 'Đang ở', color: 'green' },
  left: { label: 'Đã rời', color: 'default' },
};

function customerColumns(showBuilding: boolean): DataColumn<Customer>[] {
  const columns: (DataColumn<Customer> | false)[] = [
    { key: 'name', title: 'Họ tên', dataIndex: 'name', width: 180, render: (v: string) => <b>{v}</b> },
    { key: 'phone', title: 'Điện thoại', dataIndex: 'phone', width: 120 },
    { key: 'id_number', title: 'Số CCCD / hộ chiếu', dataIndex: 'id_number', width: 140 },
    { key: 'birth_date', title: 'Ngày sinh', dataIndex: 'birth_date', exportAs: 'date', width: 105, render: (v?: string) => formatDate(v) },
    { key: 'hometown', title: 'Quê quán', dataIndex: 'hometown', width: 170, ellipsis: true },
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 60, render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', width: 70, render: (v: string, r) => <RoomLink building={r.building} roomId={v} /> },
    { key: 'contract_no', title: 'Số hợp đồng', dataIndex: 'contract_no', width: 150 },
    { key: 'check_in_date', title: 'Ngày vào ở', dataIndex: 'check_in_date', exportAs: 'date', width: 105, render: (v: string) => formatDate(v) },
    { key: 'left_date', title: 'Ngày rời đi', dataIndex: 'left_date', exportAs: 'date', width: 105, render: (v?: string) => formatDate(v) },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => CUSTOMER_STATUS[r.status]?.label ?? r.status,
      width: 100,
      render: (_: unknown, r) => <Tag color={CUSTOMER_STATUS[r.status]?.color}>{CUSTOMER_STATUS[r.status]?.label ?? r.status}</Tag>,
    },
  ];
  return columns.filter((c): c is DataColumn<Customer> => Boolean(c));
}

const byRoom = (a: Customer, b: Customer) =>
  a.building.localeCompare(b.building) ||
  a.room_id.localeCompare(b.room_id, 'en', { numeric: true }) ||
  a.check_in_date.localeCompare(b.check_in_date) ||
  a.name.localeCompare(b.name, 'vi');

/**
 * Customer list (spec §2 /bang-khach-hang): the people staying in a building (or all, or one room,
 * with those who left when a room is chosen), or a search by name, phone or ID number across the
 * building (customers/search); CSV/Excel export.
 */
export default function CustomersPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, room: '', status: 'staying', q: '' });
  const building = asBuilding(f.building);
  const rooms = useQuery({ ...roomQueries.list(building), enabled: Boolean(building) });
  const roomId = building ? f.room || undefined : undefined;
  const status = roomId && f.status === 'all' ? 'all' : 'staying';
  const searching = f.q.length > 0;

  const searchQuery = { q: f.q, building, limit: SEARCH_LIMIT };
  const searchProblem = searching ? queryProblem(searchCustomers, searchQuery) : undefined;
  const search = useQuery({ ...customerQueries.search(searchQuery), enabled: searching && !searchProblem });
  const listed = useEachBuilding(f.building, (b) => customerQueries.list({ building: b, room_id: roomId, status }), !searching);

  const rows = useMemo(() => {
    if (searching) return (search.data?.items ?? []).filter((c) => !roomId || c.room_id === roomId);
    return [...listed.rows].sort(byRoom);
  }, [searching, search.data, listed.rows, roomId]);
  const loading = searching ? search.isFetching : listed.fetching;
  const staying = rows.filter((r) => r.status === 'staying');
  const roomsShown = new Set(staying.map((r) => `${r.building}/${r.room_id}`)).size;

  const roomOptions = [
    { value: '', label: 'Mọi phòng' },
    ...(rooms.data ?? []).sort((a, b) => a.room_id.localeCompare(b.room_id, 'en', { numeric: true })).map((r) => ({ value: r.room_id, label: r.room_id })),
  ];

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building']} values={{ ...d, ...f }} onChange={(p) => set({ ...p, room: '' })} />
        <Select
          aria-label="Phòng"
          value={roomId ?? ''}
          options={roomOptions}
          disabled={!building}
          showSearch
          optionFilterProp="label"
          onChange={(room) => set({ room, ...(room ? {} : { status: 'staying' }) })}
          style={{ width: 130 }}
        />
        <Select
          aria-label="Khách đang ở hoặc cả đã rời"
          value={status}
          disabled={!roomId || searching}
          options={[
            { value: 'staying', label: 'Khách đang ở' },
            { value: 'all', label: 'Cả khách đã rời' },
          ]}
          onChange={(s) => set({ status: s })}
          style={{ width: 160 }}
        />
        <ToolbarFilters fields={['q']} values={{ ...d, q: f.q }} onChange={({ q }) => set({ q })} searchPlaceholder="Tìm tên, điện thoại, CCCD" />
      </div>
      {searchProblem && <Alert type="warning" showIcon message={searchProblem} style={{ marginBottom: 12 }} />}
      {searching && search.data?.truncated && (
        // More match than shown: the limit was reached, or a common word was cut at the index's cap.
        <Alert
          type="info"
          showIcon
          message={`Còn khách khớp chưa hiện (đang hiện ${formatNumber(search.data.items.length)}): hãy gõ cụ thể hơn.`}
          style={{ marginBottom: 12 }}
        />
      )}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        {searching && (
          <Typography.Text type="secondary">
            Kết quả tìm “{f.q}” {building ? `ở toà ${building}` : 'ở mọi toà'} (cả khách đã rời)
          </Typography.Text>
        )}
        <Typography.Text>
          Số khách: <b>{formatNumber(rows.length)}</b>
        </Typography.Text>
        <Typography.Text>
          Đang ở: <b>{formatNumber(staying.length)}</b> người ở <b>{formatNumber(roomsShown)}</b> phòng
        </Typography.Text>
      </Space>
      <DataTable<Customer>
        title={TITLE}
        fileName={`bang-khach-hang-${f.building}${roomId ? `-${roomId}` : ''}${searching ? '-tim-kiem' : ''}`}
        columns={customerColumns(!building)}
        rows={rows}
        rowKey="id"
        loading={loading}
        emptyText={searching ? 'Không tìm thấy khách nào' : 'Không có khách nào'}
      />
    </Card>
  );
}
