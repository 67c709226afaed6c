import { Alert, Button, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { electricWaterCount, type ReadingTable } from '../../../../shared/api/readings';
import { METER_TYPE_NAMES, METER_UNITS } from '../../../../shared/readings/usage';
import { notify } from '../../api/notify';
import { useGridKeys, useRowErrorSink } from '../../components/forms/entry-grid';
import { PreviousReading, ReadingInput } from '../../components/forms/EntryGridCells';
import { FormProblem } from '../../components/forms/FormProblem';
import { useStickyHeader } from '../../components/data-table/use-sticky';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { RoomStatusTag } from '../../components/room-status/RoomStatusTag';
import { formatDate, formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { gridLine, initialText, lookText, type GridLine } from './reading-grid';

export interface ReadingGridProps {
  table: ReadingTable;
  /** A closed period (or a role that may not write): the readings are shown, not entered. */
  readOnly?: boolean;
}

/** The request paths the server may name on a save, as the grid places them (by the body's index). */
const FIELDS = ['readings.*.value', 'readings.*.room_id'] as const;

/**
 * The month's reading sheet of one building as an entry grid: rooms in floor order, the previous
 * reading beside each, the keyboard alone enters a whole building (Enter or ↓ to the next room, ↑ back,
 * Enter on the last room to the save button) and each row shows its usage and amount as it is typed.
 * A reading below the previous one (no meter change between) is marked and not sent; a spike above 3×
 * the room's 3-month average or usage in an empty room asks for a second look before saving. Saving
 * goes through useVoucherForm: one Idempotency-Key per submission, the server's refusals on their rooms.
 */
export function ReadingGrid({ table, readOnly = false }: ReadingGridProps) {
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(table.rows.map((r) => [r.room_id, initialText(r)])));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<GridLine[]>();
  /** Room of each index of the readings last sent, to put the server's `readings.<i>.value` on its row. */
  const { sink, sent } = useRowErrorSink(setServerErrors);
  const voucher = useVoucherForm({
    form: sink,
    endpoint: electricWaterCount,
    fields: FIELDS,
    onSuccess: (t, body) =>
      notify.success(`Đã lưu chỉ số ${METER_TYPE_NAMES[t.type]} ${body.readings.length} phòng, toà ${t.building} tháng ${formatMonth(`${t.month}-01`)}`),
  });

  const lines = useMemo(() => table.rows.map((r) => gridLine(table, r, texts[r.room_id] ?? '')), [table, texts]);
  const changed = lines.filter((l) => l.changed);
  const totalUsage = lines.reduce((s, l) => s + (l.usage ?? 0), 0);
  const totalAmount = lines.reduce((s, l) => s + (l.amount ?? 0), 0);
  const unit = METER_UNITS[table.type];

  const { saveButton, focusRow, onKey, inputRef } = useGridKeys(lines.length);
  // Some 40 rooms a building: the column names stay in view while the keyboard walks down the rooms.
  const { ref: tableRef, sticky } = useStickyHeader();
  const type = (room: string, text: string) => {
    setTexts((t) => ({ ...t, [room]: text }));
    setServerErrors(({ [room]: _gone, ...rest }) => rest);
  };

  const send = (rows: GridLine[]) => {
    setConfirming(undefined);
    sent.current = rows.map((l) => l.row.room_id);
    voucher.submit({
      building: table.building,
      month: table.month,
      type: table.type,
      version: table.version,
      readings: rows.map((l) => ({ room_id: l.row.room_id, value: l.value! })),
    });
  };
  const save = () => {
    const wrong = lines.filter((l) => l.problem);
    if (wrong.length) {
      voucher.setProblem(`Còn ${wrong.length} phòng có chỉ số không hợp lệ: ${wrong.map((l) => l.row.room_id).join(', ')}`);
      return focusRow(lines.indexOf(wrong[0]!));
    }
    if (!changed.length) return voucher.setProblem('Chưa có chỉ số nào mới hoặc thay đổi');
    const flagged = changed.filter((l) => l.look);
    if (flagged.length) return setConfirming(changed);
    send(changed);
  };

  const columns: TableColumnsType<GridLine> = [
    {
      key: 'room',
      title: 'Phòng',
      width: 110,
      render: (_, l) => (
        <Space size={4}>
          <b>{l.row.room_id}</b>
          <RoomStatusTag status={l.row.room_status} short />
        </Space>
      ),
    },
    {
      key: 'previous',
      title: 'Chỉ số kỳ trước',
      align: 'right',
      width: 130,
      render: (_, l) => <PreviousReading value={l.row.previous} month={l.row.previous_month} />,
    },
    {
      key: 'meter',
      title: 'Thay đồng hồ',
      width: 170,
      render: (_, l) =>
        l.row.meter_changes.map((m) => (
          <div key={m.id}>
            {formatDate(m.date)}: cũ {formatNumber(m.old_final)} → mới {formatNumber(m.new_start)}
          </div>
        )),
    },
    {
      key: 'current',
      title: `Chỉ số tháng ${formatMonth(`${table.month}-01`)}`,
      width: 150,
      render: (_, l, i) => (
        <ReadingInput
          inputRef={inputRef(i)}
          label={`Chỉ số phòng ${l.row.room_id}`}
          text={l.text}
          disabled={readOnly}
          status={l.problem || serverErrors[l.row.room_id] ? 'error' : l.look ? 'warning' : undefined}
          onText={(text) => type(l.row.room_id, text)}
          onKeyDown={onKey(i)}
        />
      ),
    },
    {
      key: 'usage',
      title: `Số dùng (${unit})`,
      align: 'right',
      width: 110,
      render: (_, l) => <span data-testid={`usage-${l.row.room_id}`}>{l.usage === null ? '' : formatNumber(l.usage)}</span>,
    },
    { key: 'average', title: 'TB 3 tháng', align: 'right', width: 100, render: (_, l) => (l.row.average === null ? '' : formatNumber(l.row.average)) },
    ...(table.price.mode === 'per_person'
      ? [{ key: 'persons', title: 'Số người', align: 'right' as const, width: 90, render: (_: unknown, l: GridLine) => formatNumber(l.row.persons) }]
      : []),
    { key: 'amount', title: 'Thành tiền', align: 'right', width: 130, render: (_, l) => (l.amount === null ? '' : formatVnd(l.amount)) },
    {
      key: 'note',
      title: 'Ghi chú',
      render: (_, l) => {
        const error = l.problem ?? serverErrors[l.row.room_id];
        if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
        const look = lookText(l);
        return look ? <Typography.Text type="warning">{look}</Typography.Text> : null;
      },
    },
  ];

  const price = table.price.mode === 'per_person' ? `${formatVnd(table.price.unit_price)}/người` : `${formatVnd(table.price.unit_price)}/${unit}`;
  return (
    <>
      <FormProblem voucher={voucher} />
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Đã nhập: <b>{formatNumber(lines.filter((l) => l.value !== undefined).length)}</b> / {formatNumber(lines.length)} phòng
        </Typography.Text>
        <Typography.Text>
          Tổng số dùng: <b>{formatNumber(totalUsage)}</b> {unit}
        </Typography.Text>
        <Typography.Text>
          Thành tiền: <b>{formatVnd(totalAmount)}</b> ({price})
        </Typography.Text>
      </Space>
      <div ref={tableRef}>
        <Table<GridLine>
          size="small"
          rowKey={(l) => l.row.room_id}
          columns={columns}
          dataSource={lines}
          pagination={false}
          locale={{ emptyText: 'Toà này chưa có phòng' }}
          sticky={sticky}
          // Sticky alone would fix the layout; the grid keeps sizing its columns by their content.
          tableLayout="auto"
        />
      </div>
      {!readOnly && (
        <div style={{ marginTop: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button type="primary" ref={saveButton} loading={voucher.pending} onClick={save}>
            Lưu bảng số
          </Button>
          <Typography.Text type="secondary">Enter hoặc ↓ sang phòng sau, ↑ về phòng trước; Enter ở phòng cuối tới nút Lưu.</Typography.Text>
        </div>
      )}
      <Modal
        open={!!confirming}
        title="Kiểm tra lại trước khi lưu"
        okText="Vẫn lưu"
        cancelText="Xem lại"
        onOk={() => confirming && send(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        <Alert type="warning" showIcon message="Các phòng sau có số dùng bất thường:" style={{ marginBottom: 8 }} />
        <ul>
          {confirming
            ?.filter((l) => l.look)
            .map((l) => (
              <li key={l.row.room_id}>
                Phòng <b>{l.row.room_id}</b>: {formatNumber(l.usage)} {unit} — {lookText(l)}
              </li>
            ))}
        </ul>
      </Modal>
    </>
  );
}
