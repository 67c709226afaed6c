import { PrinterOutlined } from '@ant-design/icons';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { issueVehicleCard, VEHICLE_TYPE_TEXT, type StayVehicle } from '../../../../../shared/api/customers/vehicle-cards';
import { BUILDING_CODES, type BuildingCode } from '../../../../../shared/catalog/buildings';
import { useCan } from '../../../app/session/can';
import type { DataColumn } from '../../../components/data-table/columns';
import { LaidTable } from '../../../components/data-table/LaidTable';
import { ALL, asBuilding, DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { buildingOptions } from '../../../components/filters/ToolbarFilters';
import { useEachBuilding } from '../../../components/filters/use-each-building';
import { useUrlState } from '../../../components/filters/use-url-state';
import { RoomLink } from '../../../components/room-link/RoomLink';
import { formatMonth, ISO_MONTH } from '../../../lib/format';
import { IssueCardModal, ReturnCardButton } from './CardDialogs';
import { printedCard, printVehicleCards } from './print';
import { vehicleCardQueries } from './queries';

const TITLE = 'In thẻ xe';
type Vehicle = StayVehicle & { building: BuildingCode };
const keyOf = (v: Vehicle, i: number) => `${v.building}#${v.stay_id}#${v.vehicle.type}#${v.vehicle.plate ?? i}`;

/** The vehicles of every building asked, and whether they all arrived (module-level: the answer changes only with an answer). */
const together = (results: UseQueryResult<Vehicle[]>[]) => ({
  rows: results.flatMap((r) => r.data ?? []),
  pending: results.some((r) => r.isPending),
  fetching: results.some((r) => r.isFetching),
  loaded: results.every((r) => r.isSuccess),
  error: results.find((r) => r.error)?.error ?? null,
});

/**
 * /the-xe (business rules §8): the vehicles of the stays running now in a building (BN by default) or
 * in every building, each with the card it holds; cards are handed out and taken back here, and the
 * chosen rooms' cards are printed on an A4 sheet (building, room, tenant, vehicle type and plate, card
 * number, valid month).
 */
export default function VehicleCardsPage() {
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: dayjs().format(ISO_MONTH), room: '' });
  // undefined: "Tất cả toà nhà" — every building is asked, one request each (their partitions are per building).
  const building = asBuilding(f.building);
  const query = useQueries({ queries: (building ? [building] : BUILDING_CODES).map((b) => vehicleCardQueries.vehicles(b)), combine: together });
  const out = useEachBuilding(f.building, (b) => vehicleCardQueries.out(b));
  const canIssue = useCan(issueVehicleCard);
  const [issuing, setIssuing] = useState<Vehicle>();
  const [selected, setSelected] = useState<string[]>([]);

  const all = useMemo(() => query.rows.map((v, i) => ({ ...v, key: keyOf(v, i) })), [query.rows]);
  // Rooms are of one building: the room filter is offered once a building is chosen.
  const rooms = useMemo(() => [...new Set(all.map((v) => v.room_id))], [all]);
  const rows = useMemo(() => (building && f.room ? all.filter((v) => f.room.split(',').includes(v.room_id)) : all), [all, building, f.room]);
  const chosen = rows.filter((r) => selected.includes(r.key));
  // Cards still out that no running stay's vehicle holds (the tenant checked out, or changed vehicle): to be collected here.
  const held = useMemo(() => new Set(all.map((v) => v.card?.id)), [all]);
  // Only once every building's vehicles are in: a list that failed would make its cards look left behind.
  const leftBehind = query.loaded ? out.rows.filter((c) => !held.has(c.id)) : [];
  const print = (list: typeof rows) =>
    printVehicleCards(
      building,
      list.map((v) => printedCard(v.building, v, f.month)),
    );
  // One building asked: its code would repeat on every line.
  const buildingColumn = <R extends { building: string }>(): DataColumn<R>[] =>
    building ? [] : [{ key: 'building', title: 'Toà', dataIndex: 'building', kind: 'id' }];

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <Select
          aria-label="Toà nhà"
          value={building ?? ALL}
          options={buildingOptions}
          onChange={(b) => (setSelected([]), set({ building: b, room: '' }))}
          style={{ width: 200 }}
        />
        {building && (
          <Select
            aria-label="Phòng"
            mode="multiple"
            allowClear
            placeholder="Mọi phòng đang ở"
            value={f.room ? f.room.split(',') : []}
            options={rooms.map((r) => ({ value: r, label: r }))}
            onChange={(list: string[]) => set({ room: list.join(',') })}
            style={{ minWidth: 220 }}
          />
        )}
        <DatePicker
          aria-label="Tháng"
          picker="month"
          format="MM/YYYY"
          allowClear={false}
          value={dayjs(`${f.month}-01`)}
          onChange={(d) => d && set({ month: d.format(ISO_MONTH) })}
        />
        <Button icon={<PrinterOutlined />} disabled={!chosen.length} onClick={() => print(chosen)}>
          In thẻ đã chọn ({chosen.length})
        </Button>
        <Button icon={<PrinterOutlined />} disabled={!rows.length} onClick={() => print(rows)}>
          In tất cả ({rows.length})
        </Button>
      </div>
      {query.error && <Alert type="error" showIcon message={query.error.message} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph type="secondary">
        Xe của khách đang ở {building ? `toà ${building}` : 'tất cả toà nhà'}; thẻ in cho tháng {formatMonth(`${f.month}-01`)} (thẻ đã phát in theo tháng của
        thẻ).
      </Typography.Paragraph>
      <LaidTable
        rowKey="key"
        loading={query.fetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: query.pending ? 'Đang tải...' : 'Không có xe nào của khách đang ở' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        columns={[
          ...buildingColumn<(typeof rows)[number]>(),
          { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string, r) => <RoomLink building={r.building} roomId={v} /> },
          { key: 'tenant', title: 'Khách thuê', dataIndex: 'tenant' },
          { key: 'contract_no', title: 'Hợp đồng', dataIndex: 'contract_no' },
          { key: 'vehicle_type', title: 'Loại xe', render: (_: unknown, r) => VEHICLE_TYPE_TEXT[r.vehicle.type] },
          { key: 'plate', title: 'Biển số', kind: 'id', render: (_: unknown, r) => r.vehicle.plate ?? '—' },
          {
            key: 'card',
            title: 'Thẻ xe',
            render: (_: unknown, r) =>
              r.card ? (
                <Tag color="blue">
                  Số {r.card.card_no} · {formatMonth(`${r.card.month}-01`)}
                </Tag>
              ) : (
                <Tag>Chưa phát</Tag>
              ),
          },
          {
            key: 'actions',
            title: '',
            kind: 'action',
            render: (_: unknown, r) =>
              canIssue && (
                <Space>
                  {r.card ? (
                    <ReturnCardButton card={r.card} />
                  ) : (
                    <Button
                      size="small"
                      type="primary"
                      aria-label={`Phát thẻ phòng ${r.room_id} ${r.vehicle.plate ?? VEHICLE_TYPE_TEXT[r.vehicle.type]}`}
                      onClick={() => setIssuing(r)}
                    >
                      Phát thẻ
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      {leftBehind.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Thẻ chưa thu (khách đã trả phòng hoặc đổi xe)
          </Typography.Title>
          <LaidTable
            rowKey="id"
            dataSource={leftBehind}
            pagination={false}
            columns={[
              ...buildingColumn<(typeof leftBehind)[number]>(),
              { key: 'card_no', title: 'Số thẻ', dataIndex: 'card_no' },
              { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string, c) => <RoomLink building={c.building} roomId={v} /> },
              { key: 'tenant', title: 'Khách thuê', dataIndex: 'tenant' },
              { key: 'vehicle', title: 'Xe', render: (_: unknown, c) => `${VEHICLE_TYPE_TEXT[c.vehicle_type]}${c.plate ? ` ${c.plate}` : ''}` },
              { key: 'month', title: 'Tháng', kind: 'date', render: (_: unknown, c) => formatMonth(`${c.month}-01`) },
              { key: 'actions', title: '', kind: 'action', render: (_: unknown, c) => canIssue && <ReturnCardButton card={c} /> },
            ]}
          />
        </>
      )}
      {issuing && <IssueCardModal building={issuing.building} month={f.month} row={issuing} onClose={() => setIssuing(undefined)} />}
    </Card>
  );
}
