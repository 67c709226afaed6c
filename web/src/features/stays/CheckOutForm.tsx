import { CalculatorOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, Descriptions, Form, Input, InputNumber, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { createCheckOut, type CheckOut, type Stay } from '../../../../shared/api/stays';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { FormProblem } from '../../components/forms/FormProblem';
import { occupiedRoomOptions } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { SectionTitle } from '../../components/forms/SectionTitle';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField, SubmitBar } from '../../components/forms/VoucherFooter';
import { fieldRules, isoDay } from '../../components/forms/zod-rules';
import { hasRunningStay, NoRunningStay } from '../../components/forms/running-stay';
import { RoomStatusTag } from '../../components/room-status/RoomStatusTag';
import { formatDate, formatNumber, formatVnd, ISO_DATE } from '../../lib/format';
import { roomQueries } from '../rooms/queries';
import { stayQueries, type NewCheckOut } from './queries';
import { tenantOf } from './stay-columns';
import { vehicleCardQueries } from '../customers/vehicle-cards/queries';
import { VEHICLE_TYPE_TEXT } from '../../../../shared/api/customers/vehicle-cards';
import { setFormValue } from '../../lib/form-value';
import { DayPicker } from '../../components/forms/DayPicker';

interface ChargeValues {
  label?: string;
  amount?: number;
}
export interface CheckOutValues {
  building: BuildingCode;
  room_id?: string;
  leave_date: Dayjs;
  final_readings: { electricity?: number; water?: number };
  notice_date?: Dayjs;
  waive_forfeit: boolean;
  waive_reason?: string;
  other_charges: ChargeValues[];
  credits: ChargeValues[];
  notes?: string;
}

export const CHECK_OUT_FIELDS = [
  'room_id',
  'leave_date',
  'final_readings.electricity',
  'final_readings.water',
  'notice_date',
  'waive_forfeit',
  'waive_reason',
  'other_charges',
  'other_charges.*.label',
  'other_charges.*.amount',
  'credits',
  'credits.*.label',
  'credits.*.amount',
  'notes',
] as const;
const MAX_LINES = 10;

export function checkOutBody(stayId: string, v: CheckOutValues): NewCheckOut {
  const lines = (list: ChargeValues[] | undefined) => (list ?? []).map((c) => ({ label: c.label!.trim(), amount: c.amount! }));
  const notes = v.notes?.trim();
  return {
    stay_id: stayId,
    leave_date: v.leave_date.format(ISO_DATE),
    final_readings: { electricity: v.final_readings.electricity!, water: v.final_readings.water! },
    ...(v.notice_date ? { notice_date: v.notice_date.format(ISO_DATE) } : {}),
    waive_forfeit: v.waive_forfeit,
    ...(v.waive_forfeit && v.waive_reason?.trim() ? { waive_reason: v.waive_reason.trim() } : {}),
    other_charges: lines(v.other_charges),
    credits: lines(v.credits),
    ...(notes ? { notes } : {}),
  };
}

/** Days of notice the tenant gave for this leave date (0 without a notice), as the server counts them. */
export const noticeGiven = (notice: Dayjs | undefined, leave: Dayjs | undefined): number =>
  notice && leave ? Math.max(0, leave.startOf('day').diff(notice.startOf('day'), 'day')) : 0;

/** The words of createCheckOut's rule on the whole body (its superRefine), which no field schema carries. */
const WAIVE_REASON_NEEDED = 'Vui lòng nhập lý do miễn mất cọc';

/** The contract's rules of an input (zod-rules). */
const rules = (path: Parameters<typeof fieldRules>[1], options?: Parameters<typeof fieldRules>[2]) => fieldRules(createCheckOut.body, path, options);

/** The screen's own: a final reading below the stay's start reading (the server checks it against the stay). */
const notBelowStart = (label: string, start: number | undefined): Rule => ({
  validator: (_: unknown, v: unknown) =>
    start !== undefined && typeof v === 'number' && v < start
      ? Promise.reject(new Error(`Chỉ số ${label} cuối nhỏ hơn chỉ số đầu (${formatNumber(start)})`))
      : Promise.resolve(),
});

/**
 * The notice day: not after the leave day (the contract's rule between the two, in its words) and,
 * the screen knowing the stay, not before its start.
 */
const noticeRule =
  (beforeStart: (d: Dayjs) => boolean, start: string | undefined): Rule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, v: Dayjs | undefined) => {
      const l = getFieldValue('leave_date') as Dayjs | undefined;
      if (v && l && v.isAfter(l, 'day')) return Promise.reject(new Error('Ngày báo trả phải trước ngày trả phòng'));
      if (v && beforeStart(v)) return Promise.reject(new Error(`Ngày báo trả phải từ ngày nhận phòng (${formatDate(start)})`));
      return Promise.resolve();
    },
  });

/** Other charges (cleaning, damage, unpaid debts) or credits (refunds owed to the tenant): label and amount. */
function ChargeLines({ name, noun }: { name: 'other_charges' | 'credits'; noun: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <div>
          {fields.map((field, i) => (
            <Row key={field.key} gutter={8} role="group" aria-label={`${noun} ${i + 1}`}>
              <Col xs={13} sm={14}>
                <Form.Item name={[field.name, 'label']} rules={rules([name, field.name, 'label'])}>
                  <Input aria-label={`Nội dung ${noun.toLowerCase()} ${i + 1}`} placeholder="Nội dung" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={9} sm={8}>
                <Form.Item name={[field.name, 'amount']} rules={rules([name, field.name, 'amount'])}>
                  <MoneyInput aria-label={`Số tiền ${noun.toLowerCase()} ${i + 1}`} />
                </Form.Item>
              </Col>
              <Col xs={2}>
                <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Bỏ ${noun.toLowerCase()} ${i + 1}`} onClick={() => remove(field.name)} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= MAX_LINES}>
            Thêm {noun.toLowerCase()}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function StaySummary({ stay }: { stay: Stay }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Hợp đồng">{stay.contract_no}</Descriptions.Item>
      <Descriptions.Item label="Người đứng HĐ">
        {tenantOf(stay)?.name} ({stay.occupants.length} người)
      </Descriptions.Item>
      <Descriptions.Item label="Nhận phòng">{formatDate(stay.start_date)}</Descriptions.Item>
      <Descriptions.Item label="Giá thuê">{formatVnd(stay.rent)}</Descriptions.Item>
      <Descriptions.Item label="Tiền cọc giữ">{formatVnd(stay.deposit_held)}</Descriptions.Item>
      <Descriptions.Item label="Chỉ số đầu">
        điện {formatNumber(stay.start_readings.electricity)} · nước {formatNumber(stay.start_readings.water)}
      </Descriptions.Item>
      <Descriptions.Item label="Báo trước theo HĐ">{stay.notice_days} ngày</Descriptions.Item>
      <Descriptions.Item label="Internet">{stay.internet ? 'Có' : 'Không'}</Descriptions.Item>
    </Descriptions>
  );
}

export interface CheckOutFormProps {
  building: BuildingCode;
  roomId?: string;
  /** The server's check-out, with its final bill and settlement. */
  onDone: (checkOut: CheckOut) => void;
}

/**
 * "Tính tiền trả cọc" (business rules §4): pick the room being left (2, 3 or 4), its running stay is
 * found; leave date, final readings, the notice (prefilled from the room's notice), forfeit waiver,
 * other charges and credits go to the server, which computes the bill and the refund.
 */
export function CheckOutForm({ building: initialBuilding, roomId: initialRoom, onDone }: CheckOutFormProps) {
  const [form] = Form.useForm<CheckOutValues>();
  const building = (Form.useWatch('building', form) ?? initialBuilding) as BuildingCode;
  const roomId = Form.useWatch('room_id', form) as string | undefined;
  const leave = Form.useWatch('leave_date', form) as Dayjs | undefined;
  const notice = Form.useWatch('notice_date', form) as Dayjs | undefined;
  const waive = Form.useWatch('waive_forfeit', form) as boolean | undefined;

  const rooms = useQuery(roomQueries.list(building));
  const room = rooms.data?.find((r) => r.room_id === roomId);
  const stayQuery = useQuery({ ...stayQueries.activeOfRoom(building, roomId ?? ''), enabled: Boolean(roomId) });
  const stay = roomId ? stayQuery.data : undefined;
  const states = useQuery(roomQueries.states(building));
  // Cards the stay still holds (/the-xe): the check-out goes ahead, staff are told to collect them.
  const cardsOut = useQuery({ ...vehicleCardQueries.cards({ building, status: 'out' }), enabled: Boolean(stay) });
  const staysCards = stay ? (cardsOut.data?.items ?? []).filter((c) => c.stay_id === stay.id) : [];
  const roomNotice = states.data?.find((s) => s.room_id === roomId)?.notice;

  // The room's notice (báo trả phòng) prefills the notice date; staff may change or clear it.
  const noticeKey = `${building}/${roomId ?? ''}/${roomNotice?.id ?? ''}`;
  useEffect(() => {
    if (!roomId) return;
    form.setFieldsValue({ notice_date: roomNotice ? dayjs(roomNotice.date) : undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per room and notice
  }, [noticeKey]);

  // Left empty, the server counts the room's own notice (when it is not after the leave date).
  const effectiveNotice = notice ?? (roomNotice && leave && !dayjs(roomNotice.date).isAfter(leave, 'day') ? dayjs(roomNotice.date) : undefined);
  const given = noticeGiven(effectiveNotice, leave);
  const short = stay ? given < stay.notice_days : false;

  const voucher = useVoucherForm({
    form,
    endpoint: createCheckOut,
    fields: CHECK_OUT_FIELDS,
    // The stay is picked by its room.
    aliases: { stay_id: 'room_id' },
    onSuccess: (co) => {
      notify.success(`Đã trả phòng ${co.room_id} (${co.building}), hoàn trả ${formatVnd(co.refund)}`);
      if (co.vehicle_cards_out?.length)
        notify.warning(
          'Còn thẻ xe chưa thu',
          `Phòng ${co.room_id} còn giữ thẻ xe số ${co.vehicle_cards_out.map((c) => c.card_no).join(', ')}: thu lại thẻ ở màn hình In thẻ xe.`,
        );
      onDone(co);
      form.resetFields(['final_readings', 'notice_date', 'waive_forfeit', 'waive_reason', 'other_charges', 'credits', 'notes']);
      setFormValue(form, 'room_id', undefined);
    },
  });

  const submit = (v: CheckOutValues) => {
    if (hasRunningStay(form, stay)) voucher.submit(checkOutBody(stay.id, v));
  };

  const beforeStart = (d: Dayjs) => Boolean(stay && d.isBefore(stay.start_date, 'day'));
  const leaveDay = useVoucherDate({ date: stay?.start_date, message: `Ngày trả phòng phải từ ngày nhận phòng (${formatDate(stay?.start_date)})` });

  return (
    <Form<CheckOutValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="check-out"
      requiredMark
      initialValues={{
        building: initialBuilding,
        room_id: initialRoom || undefined,
        leave_date: dayjs(),
        final_readings: {},
        waive_forfeit: false,
        other_charges: [],
        credits: [],
      }}
      onFinish={submit}
      onValuesChange={(changed) => {
        if ('building' in changed) form.setFieldsValue({ room_id: undefined });
      }}
      scrollToFirstError
    >
      <FormProblem voucher={voucher} />
      <Row gutter={12}>
        {/* The pickers find the running stay: the body carries its id, not the room. */}
        <BuildingRoomFields
          col={{ xs: 24, sm: 12, lg: 6 }}
          roomLabel="Phòng trả"
          roomExtra={room ? <RoomStatusTag status={room.status} /> : 'Phòng đang ở, đã báo trả, hoặc báo trả có cọc mới'}
          roomOptions={occupiedRoomOptions(rooms.data)}
          pending={rooms.isPending}
          fetching={rooms.isFetching}
          empty="Không có phòng nào đang ở"
        />
        <Col xs={12} sm={12} lg={6}>
          <Form.Item label="Ngày trả phòng" name="leave_date" rules={leaveDay.rules(createCheckOut.body, 'leave_date')}>
            <DayPicker aria-label="Ngày trả phòng" disabledDate={leaveDay.disabledDate} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={6}>
          <Form.Item
            label="Ngày báo trả"
            name="notice_date"
            dependencies={['leave_date']}
            extra={
              roomNotice
                ? `Theo phiếu báo trả ngày ${formatDate(roomNotice.date)} (dự kiến trả ${formatDate(roomNotice.expected_leave_date)})`
                : 'Phòng chưa báo trả: để trống nếu khách không báo trước'
            }
            rules={[...rules('notice_date', { toBody: isoDay }), noticeRule(beforeStart, stay?.start_date)]}
          >
            <DayPicker
              aria-label="Ngày báo trả"
              placeholder="Không báo trước"
              disabledDate={(d) => Boolean(leave && d.isAfter(leave, 'day')) || beforeStart(d)}
              allowClear
            />
          </Form.Item>
        </Col>
      </Row>

      {roomId && stayQuery.isFetching && !stay && <Typography.Paragraph type="secondary">Đang tìm lượt ở của phòng...</Typography.Paragraph>}
      <NoRunningStay roomId={roomId} shown={Boolean(roomId) && stayQuery.isSuccess && !stay} />
      {stay && <StaySummary stay={stay} />}
      {staysCards.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Phòng còn giữ ${staysCards.length} thẻ xe chưa trả`}
          description={`${staysCards.map((c) => `Số ${c.card_no} (${VEHICLE_TYPE_TEXT[c.vehicle_type]}${c.plate ? ` ${c.plate}` : ''})`).join(', ')} — thu lại thẻ khi khách trả phòng.`}
        />
      )}

      <Row gutter={12}>
        <Col xs={12} sm={12} lg={6}>
          <Form.Item
            label="Chỉ số điện cuối (kWh)"
            name={['final_readings', 'electricity']}
            rules={[...rules(['final_readings', 'electricity']), notBelowStart('điện', stay?.start_readings.electricity)]}
            extra={stay ? `Đầu kỳ: ${formatNumber(stay.start_readings.electricity)}` : undefined}
          >
            <InputNumber<number> aria-label="Chỉ số điện cuối" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={6}>
          <Form.Item
            label="Chỉ số nước cuối (m³)"
            name={['final_readings', 'water']}
            rules={[...rules(['final_readings', 'water']), notBelowStart('nước', stay?.start_readings.water)]}
            extra={stay ? `Đầu kỳ: ${formatNumber(stay.start_readings.water)}` : undefined}
          >
            <InputNumber<number> aria-label="Chỉ số nước cuối" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <NotesField schema={createCheckOut.body} name="notes" ariaLabel="Ghi chú trả phòng" />
        </Col>
      </Row>

      {stay && (
        <Alert
          type={short ? (waive ? 'info' : 'warning') : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          message={
            effectiveNotice
              ? `Báo trước ${given} ngày / hợp đồng ${stay.notice_days} ngày` +
                (short ? (waive ? ': được miễn mất cọc' : ': báo trước không đủ, tiền cọc còn lại bị mất') : ': đủ, được hoàn cọc')
              : `Không báo trước (hợp đồng ${stay.notice_days} ngày)` + (waive ? ': được miễn mất cọc' : ': tiền cọc còn lại bị mất')
          }
        />
      )}
      <Row gutter={12}>
        <Col xs={24} lg={8}>
          <Form.Item name="waive_forfeit" valuePropName="checked">
            <Checkbox aria-label="Miễn mất cọc">Miễn mất cọc (chủ nhà đồng ý)</Checkbox>
          </Form.Item>
        </Col>
        {waive && (
          <Col xs={24} lg={16}>
            <Form.Item
              label="Lý do miễn mất cọc"
              name="waive_reason"
              // A waiver needs its reason (the contract's rule on the body; the field shows only then).
              rules={rules('waive_reason', { required: WAIVE_REASON_NEEDED })}
            >
              <Input aria-label="Lý do miễn mất cọc" maxLength={300} />
            </Form.Item>
          </Col>
        )}
      </Row>

      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <SectionTitle>Phí khác (cộng vào hoá đơn)</SectionTitle>
          <ChargeLines name="other_charges" noun="Khoản phí" />
        </Col>
        <Col xs={24} lg={12}>
          <SectionTitle>Giảm trừ (trừ khỏi hoá đơn)</SectionTitle>
          <ChargeLines name="credits" noun="Khoản giảm trừ" />
        </Col>
      </Row>
      <SubmitBar
        pending={voucher.pending}
        disabled={Boolean(roomId) && stayQuery.isSuccess && !stay}
        icon={<CalculatorOutlined />}
        hint="Máy chủ tính hoá đơn cuối, trừ cọc và số tiền hoàn trả; phòng được trả ngay khi lưu."
        style={{ marginTop: 16 }}
      >
        Tính tiền và trả phòng
      </SubmitBar>
    </Form>
  );
}
