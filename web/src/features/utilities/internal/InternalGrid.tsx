import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { saveInternalBill, type InternalSheet } from '../../../../../shared/api/utilities';
import { INTERNAL_KIND_TEXT } from '../../../../../shared/catalog/internal-consumers';
import { lastDayOf } from '../../../../../shared/dates';
import { METER_TYPE_NAMES, METER_UNITS } from '../../../../../shared/readings/usage';
import { notify } from '../../../api/notify';
import { useGridKeys, useRowErrorSink } from '../../../components/forms/entry-grid';
import { PreviousReading, ReadingInput } from '../../../components/forms/EntryGridCells';
import { FormProblem } from '../../../components/forms/FormProblem';
import { useVoucherForm } from '../../../components/forms/use-voucher-form';
import { formatMonth, formatNumber, formatVnd } from '../../../lib/format';
import { internalLines, PROVISIONAL_TEXT, UNIT_COST_SOURCE_TEXT, type InternalLine } from './internal-grid';

const FIELDS = ['readings.*.value', 'readings.*.consumer_id'] as const;

/**
 * The general journal narrowed to the month's internal-use expense voucher (dated the month's last
 * day, its reversals too): the building's month, searched by the voucher's id, which shows the whole entry.
 */
export const internalVoucherHref = (sheet: Pick<InternalSheet, 'building' | 'month'>, voucherId: string): string =>
  `/nhat-ky-chung?${new URLSearchParams({ building: sheet.building, from: `${sheet.month}-01`, to: lastDayOf(sheet.month), q: voucherId })}`;

/**
 * The month's sheet of a building's internal consumers (washing machines per floor, security) as an
 * entry grid, the keyboard alone entering it as on the rooms' reading tables (Enter or ↓ to the next
 * consumer, ↑ back, Enter on the last one to the save button). Each row shows its usage and cost at
 * the sheet's unit cost as it is typed; the save carries the version the sheet was read at, so a
 * sheet saved elsewhere meanwhile is refused (409) rather than overwritten.
 */
export function InternalGrid({ sheet, readOnly = false }: { sheet: InternalSheet; readOnly?: boolean }) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(sheet.rows.map((r) => [r.consumer_id, r.current === null ? '' : String(r.current)])),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { sink, sent } = useRowErrorSink(setServerErrors);
  const noun = METER_TYPE_NAMES[sheet.type];
  const unit = METER_UNITS[sheet.type];
  const voucher = useVoucherForm({
    form: sink,
    endpoint: saveInternalBill,
    fields: FIELDS,
    onSuccess: (s, body) =>
      notify.success(`Đã lưu chỉ số ${noun} nội bộ ${body.readings.length} thiết bị, toà ${s.building} tháng ${formatMonth(`${s.month}-01`)}`),
  });

  const { lines, totalAmount } = useMemo(() => internalLines(sheet, texts), [sheet, texts]);
  const { saveButton, focusRow, onKey, inputRef } = useGridKeys(lines.length);
  const totalUsage = lines.reduce((s, l) => s + (l.usage ?? 0), 0);

  const type = (id: string, text: string) => {
    setTexts((t) => ({ ...t, [id]: text }));
    setServerErrors(({ [id]: _gone, ...rest }) => rest);
  };
  const save = () => {
    const wrong = lines.filter((l) => l.problem);
    if (wrong.length) {
      voucher.setProblem(`Còn ${wrong.length} thiết bị có chỉ số không hợp lệ: ${wrong.map((l) => l.row.name).join(', ')}`);
      return focusRow(lines.indexOf(wrong[0]!));
    }
    const changed = lines.filter((l) => l.changed);
    if (!changed.length) return voucher.setProblem('Chưa có chỉ số nào mới hoặc thay đổi');
    sent.current = changed.map((l) => l.row.consumer_id);
    voucher.submit({
      building: sheet.building,
      type: sheet.type,
      month: sheet.month,
      version: sheet.version,
      readings: changed.map((l) => ({ consumer_id: l.row.consumer_id, value: l.value! })),
    });
  };

  const columns: TableColumnsType<InternalLine> = [
    { key: 'name', title: 'Thiết bị', render: (_, l) => <b>{l.row.name}</b> },
    {
      key: 'kind',
      title: 'Loại',
      width: 110,
      render: (_, l) => <Tag color={l.row.kind === 'MG' ? 'blue' : 'purple'}>{`${l.row.kind} · ${INTERNAL_KIND_TEXT[l.row.kind]}`}</Tag>,
    },
    { key: 'floor', title: 'Tầng', align: 'right', width: 70, render: (_, l) => (l.row.floor === null ? '' : l.row.floor) },
    {
      key: 'previous',
      title: 'Chỉ số kỳ trước',
      align: 'right',
      width: 130,
      render: (_, l) => <PreviousReading value={l.row.previous} month={l.row.previous_month} />,
    },
    {
      key: 'current',
      title: `Chỉ số tháng ${formatMonth(`${sheet.month}-01`)}`,
      width: 150,
      render: (_, l, i) => (
        <ReadingInput
          inputRef={inputRef(i)}
          label={`Chỉ số ${l.row.name}`}
          text={l.text}
          disabled={readOnly}
          status={l.problem || serverErrors[l.row.consumer_id] ? 'error' : undefined}
          onText={(text) => type(l.row.consumer_id, text)}
          onKeyDown={onKey(i)}
        />
      ),
    },
    {
      key: 'usage',
      title: `Số dùng (${unit})`,
      align: 'right',
      width: 110,
      render: (_, l) => <span data-testid={`usage-${l.row.consumer_id}`}>{l.usage === null ? '' : formatNumber(l.usage)}</span>,
    },
    {
      key: 'amount',
      title: 'Thành tiền',
      align: 'right',
      width: 130,
      render: (_, l) => <span data-testid={`amount-${l.row.consumer_id}`}>{l.amount === null ? '' : formatVnd(l.amount)}</span>,
    },
    {
      key: 'note',
      title: 'Ghi chú',
      render: (_, l) => {
        const error = l.problem ?? serverErrors[l.row.consumer_id];
        return error ? <Typography.Text type="danger">{error}</Typography.Text> : null;
      },
    },
  ];

  return (
    <>
      <FormProblem voucher={voucher} />
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text data-testid="unit-cost">
          Đơn giá: <b>{formatVnd(sheet.unit_cost)}</b>/{unit} ({UNIT_COST_SOURCE_TEXT[sheet.unit_cost_source]})
        </Typography.Text>
        {sheet.provisional && (
          <Tag color="orange" data-testid="provisional">
            {PROVISIONAL_TEXT}
          </Tag>
        )}
        <Typography.Text>
          Tổng số dùng: <b data-testid="total-usage">{formatNumber(totalUsage)}</b> {unit}
        </Typography.Text>
        <Typography.Text>
          Tổng tiền: <b data-testid="total-amount">{formatVnd(totalAmount)}</b>
        </Typography.Text>
        {sheet.voucher_id ? (
          <Typography.Text>
            Đã hạch toán chi phí dùng nội bộ (Nợ 6428): <Link to={internalVoucherHref(sheet, sheet.voucher_id)}>Xem bút toán</Link>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Chưa hạch toán chi phí tháng này</Typography.Text>
        )}
      </Space>
      {sheet.unit_cost === 0 && (
        <Typography.Paragraph type="warning">
          Chưa có giá cho mỗi {unit} (nước tính theo người, chưa có hoá đơn nhà nước): số dùng được lưu, chưa hạch toán chi phí.
        </Typography.Paragraph>
      )}
      <Table<InternalLine>
        size="small"
        rowKey={(l) => l.row.consumer_id}
        columns={columns}
        dataSource={lines}
        pagination={false}
        locale={{ emptyText: 'Toà này không có thiết bị dùng nội bộ' }}
      />
      {!readOnly && lines.length > 0 && (
        <div style={{ marginTop: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button type="primary" ref={saveButton} loading={voucher.pending} onClick={save}>
            Lưu chỉ số nội bộ
          </Button>
          <Typography.Text type="secondary">Enter hoặc ↓ sang thiết bị sau, ↑ về thiết bị trước; Enter ở thiết bị cuối tới nút Lưu.</Typography.Text>
        </div>
      )}
    </>
  );
}
