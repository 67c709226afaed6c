import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Divider, Popconfirm, Row, Table, Tag, Typography } from 'antd';
import { deletePrice, getPriceSettings, WATER_MODE_NAMES, type PriceSettings } from '../../../../shared/api/admin/prices';
import { BUILDING_CODES } from '../../../../shared/catalog/buildings';
import { ceilingOn, findPriceOn, priceScope, type DatedPrice, type PriceCeiling } from '../../../../shared/catalog/prices';
import { vnToday } from '../../../../shared/dates';
import { call } from '../../api/client';
import { notify } from '../../api/notify';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { formatDate, formatNumber } from '../../lib/format';
import { AddCeilingForm, AddPriceForm } from './PriceForms';

export const pricesQuery = () => queryOptions({ queryKey: ['admin', 'prices'], queryFn: ({ signal }) => call(getPriceSettings, { signal }) });

type Status = 'future' | 'current' | 'past';
const STATUS: Record<Status, { text: string; color?: string }> = {
  future: { text: 'Sắp áp dụng', color: 'blue' },
  current: { text: 'Đang áp dụng', color: 'green' },
  past: { text: 'Đã thay thế' },
};
const statusTag = (s: Status) => <Tag color={STATUS[s].color}>{STATUS[s].text}</Tag>;

/** Future: not yet in force (deletable); current: what some building is charged today. */
function priceStatus(p: DatedPrice, prices: readonly DatedPrice[], today: string): Status {
  if (p.from > today) return 'future';
  return BUILDING_CODES.some((b) => findPriceOn(b, today, prices) === p) ? 'current' : 'past';
}
const ceilingStatus = (c: PriceCeiling, ceilings: readonly PriceCeiling[], today: string): Status =>
  c.from > today ? 'future' : ceilingOn(today, ceilings) === c ? 'current' : 'past';

const waterText = (w: DatedPrice['water']) => `${formatNumber(w.amount)} đ ${WATER_MODE_NAMES[w.mode]}`;

function PriceTable({ settings, today }: { settings: PriceSettings; today: string }) {
  // The price as shown, at the version of the settings the table shows.
  const remove = useVoucherAction({
    endpoint: deletePrice,
    request: (p: DatedPrice) => ({ params: { from: p.from }, body: { ...(p.building ? { building: p.building } : {}), version: settings.version } }),
    onSuccess: (_, p) => notify.success(`Đã xoá giá từ ngày ${formatDate(p.from)} (${priceScope(p)})`),
  });
  const rows = [...settings.prices].reverse();
  return (
    <Table<DatedPrice>
      size="small"
      pagination={false}
      rowKey={(p) => `${p.from}#${p.building ?? ''}`}
      dataSource={rows}
      columns={[
        { key: 'from', title: 'Từ ngày', render: (_, p) => formatDate(p.from) },
        { key: 'scope', title: 'Áp dụng cho', render: (_, p) => (p.building ? `Toà ${p.building}` : 'Mọi toà') },
        { key: 'e', title: 'Giá điện', align: 'right', render: (_, p) => `${formatNumber(p.electricity_per_kwh)} đ/kWh` },
        { key: 'w', title: 'Giá nước', align: 'right', render: (_, p) => waterText(p.water) },
        { key: 'status', title: 'Trạng thái', render: (_, p) => statusTag(priceStatus(p, settings.prices, today)) },
        {
          key: 'actions',
          title: '',
          render: (_, p) =>
            priceStatus(p, settings.prices, today) === 'future' && (
              <Popconfirm title="Xoá giá nhập nhầm?" okText="Xoá" cancelText="Không" onConfirm={() => remove.run(p)}>
                <Button size="small" danger loading={remove.running === p}>
                  Xoá
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}

/**
 * "Giá điện nước" (admin): the dated utility prices and the legal electricity ceilings, newest first,
 * with what applies today; a new entry supersedes from its date (never an edit), a future one entered
 * by mistake may be deleted before its date.
 */
export function PricesCard() {
  const { data, isLoading } = useQuery(pricesQuery());
  const today = vnToday();
  return (
    <Card title="Giá điện nước" size="small" loading={isLoading}>
      {data && (
        <>
          <PriceTable settings={data} today={today} />
          <Divider orientation="left" plain>
            Thêm giá mới (áp dụng từ ngày chọn, thay giá cũ)
          </Divider>
          <AddPriceForm settings={data} />
          <Divider orientation="left" plain>
            Giá trần bán lẻ điện
          </Divider>
          <Row gutter={16}>
            <Col xs={24} lg={10}>
              <Table<PriceCeiling>
                size="small"
                pagination={false}
                rowKey="from"
                dataSource={[...data.ceilings].reverse()}
                columns={[
                  { key: 'from', title: 'Từ ngày', render: (_, c) => formatDate(c.from) },
                  { key: 'kwh', title: 'Giá trần', align: 'right', render: (_, c) => `${formatNumber(c.per_kwh)} đ/kWh` },
                  { key: 'status', title: 'Trạng thái', render: (_, c) => statusTag(ceilingStatus(c, data.ceilings, today)) },
                ]}
              />
            </Col>
            <Col xs={24} lg={14}>
              <Typography.Paragraph type="secondary">Giá điện thu của phòng không được vượt giá trần đang áp dụng.</Typography.Paragraph>
              <AddCeilingForm settings={data} />
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
