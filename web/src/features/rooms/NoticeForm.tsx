import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { updateRoomState } from '../../../../shared/api/rooms';
import type { Stay } from '../../../../shared/api/stays';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { notify } from '../../api/notify';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField } from '../../components/forms/VoucherFooter';
import { formatDate, formatVnd, ISO_DATE } from '../../lib/format';
import type { NoticeToPrint } from './notice-print';
import { NORMAL_NOTICE_DAYS } from './notice-rules';
import { roomQueries, type RoomStateUpdate } from './queries';
import { setFormValue } from '../../lib/form-value';
import type { Rule } from 'antd/es/form';
import { fieldRules, isoDay } from '../../components/forms/zod-rules';
import { DayPicker } from '../../components/forms/DayPicker';

const FIELDS = ['building', 'room_id', 'date', 'expected_leave_date', 'note'] as const;

export interface NoticeFormValues {
  building: BuildingCode;
  room_id?: string;
  date: Dayjs;
  expected_leave_date?: Dayjs;
  note?: string;
}

/** The words of updateRoomState's rule for a notice (its refine), which no field schema carries. */
const LEAVE_DAY_NEEDED = 'Vui lòng nhập ngày dự kiến trả phòng';

/** The contract's rule between the notice day and the leave day (its refine), in its words. */
const leaveFromNoticeDay: Rule = ({ getFieldValue }) => ({
  validator: (_: unknown, v: Dayjs | undefined) => {
    const from = getFieldValue('date') as Dayjs | undefined;
    return v && from && v.isBefore(from, 'day') ? Promise.reject(new Error('Ngày dự kiến trả phải từ ngày báo trở đi')) : Promise.resolve();
  },
});

export function noticeBody(v: NoticeFormValues): RoomStateUpdate {
  const note = v.note?.trim();
  return {
    building: v.building,
    room_id: v.room_id!,
    event: 'notice',
    date: v.date.format(ISO_DATE),
    expected_leave_date: v.expected_leave_date!.format(ISO_DATE),
    ...(note ? { note } : {}),
  };
}

/**
 * The check-out notice (2 → 3): an occupied room, the day the tenant told us and the day they expect
 * to leave (thirty days later unless they say otherwise). Prints the slip once the server took it.
 */
export function NoticeForm({
  building: initialBuilding,
  room: initialRoom,
  onDone,
}: {
  building: BuildingCode;
  /** The room the form opens on (`?room=` of the room page's "Báo trả phòng"). */
  room?: string;
  onDone: (notice: NoticeToPrint, stay: Stay | null | undefined) => void;
}) {
  const [form] = Form.useForm<NoticeFormValues>();
  const voucherDate = useVoucherDate();
  const building = Form.useWatch('building', form) ?? initialBuilding;
  const date = Form.useWatch('date', form);
  const leave = Form.useWatch('expected_leave_date', form);
  const roomId = Form.useWatch('room_id', form);
  const states = useQuery(roomQueries.states(building));
  const occupied = (states.data ?? [])
    .filter((r) => r.status === ROOM_STATUS.CHECKED_IN)
    .map((r) => ({ value: r.room_id, label: `${r.room_id} · ${formatVnd(r.rent)}` }));
  const stay = useQuery({ ...roomQueries.noticeStay(building, roomId ?? ''), enabled: Boolean(roomId) });
  const required = stay.data?.notice_days ?? NORMAL_NOTICE_DAYS;
  const given = date && leave ? leave.diff(date, 'day') : undefined;

  const voucher = useVoucherForm({
    form,
    endpoint: updateRoomState,
    fields: FIELDS,
    onSuccess: ({ notice, room }) => {
      notify.success(`Đã ghi báo trả phòng ${room.room_id} (${room.building}), dự kiến trả ${formatDate(notice?.expected_leave_date)}`);
      if (notice)
        onDone(
          { building: room.building, room_id: room.room_id, date: notice.date, expected_leave_date: notice.expected_leave_date, note: notice.note },
          stay.data,
        );
      form.resetFields(['room_id', 'note']);
      setFormValue(form, 'expected_leave_date', form.getFieldValue('date')?.add(NORMAL_NOTICE_DAYS, 'day'));
    },
  });

  const col = { xs: 24, sm: 12, lg: 8 } as const;
  const today = dayjs();
  return (
    <Form<NoticeFormValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="notice"
      initialValues={{
        building: initialBuilding,
        ...(initialRoom ? { room_id: initialRoom } : {}),
        date: today,
        expected_leave_date: today.add(NORMAL_NOTICE_DAYS, 'day'),
      }}
      onFinish={(v) => voucher.submit(noticeBody(v))}
      onValuesChange={(changed: Partial<NoticeFormValues>, all) => {
        if ('building' in changed) setFormValue(form, 'room_id', undefined);
        // The expected leave date follows the notice date while nobody has picked one.
        if ('date' in changed && changed.date && !form.isFieldTouched('expected_leave_date'))
          setFormValue(form, 'expected_leave_date', changed.date.add(NORMAL_NOTICE_DAYS, 'day'));
        else if ('date' in changed && changed.date && all.expected_leave_date?.isBefore(changed.date, 'day'))
          setFormValue(form, 'expected_leave_date', changed.date);
      }}
    >
      <FormProblem voucher={voucher} />
      <Row gutter={12}>
        <BuildingRoomFields
          schema={updateRoomState.body}
          col={col}
          roomLabel="Phòng đang ở"
          roomExtra={
            stay.data
              ? `Khách: ${stay.data.occupants[0]?.name ?? '—'} · HĐ ${stay.data.contract_no} · báo trước ${stay.data.notice_days} ngày`
              : 'Chỉ hiện phòng đang có khách ở'
          }
          roomOptions={occupied}
          pending={states.isPending}
          fetching={states.isFetching}
          empty="Không có phòng nào đang ở"
        />
        <Col {...col}>
          <Form.Item label="Ngày báo trả" name="date" rules={voucherDate.rules(updateRoomState.body)}>
            <DayPicker aria-label="Ngày báo trả" disabledDate={voucherDate.disabledDate} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            label="Ngày dự kiến trả phòng"
            name="expected_leave_date"
            dependencies={['date']}
            // A notice needs its leave day (the contract's refine for event `notice`).
            rules={[...fieldRules(updateRoomState.body, 'expected_leave_date', { toBody: isoDay, required: LEAVE_DAY_NEEDED }), leaveFromNoticeDay]}
            extra={given !== undefined ? `Báo trước ${given} ngày` : undefined}
          >
            <DayPicker aria-label="Ngày dự kiến trả phòng" disabledDate={(d) => Boolean(date && d.isBefore(date, 'day'))} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <NotesField schema={updateRoomState.body} name="note" ariaLabel="Ghi chú báo trả" />
        </Col>
      </Row>
      {given !== undefined && given < required && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Báo trước ${given} ngày, ít hơn ${required} ngày theo hợp đồng: khi trả phòng khách sẽ mất cọc, trừ khi chủ nhà đồng ý miễn.`}
        />
      )}
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={voucher.pending}>
        Lưu và in phiếu báo trả
      </Button>
    </Form>
  );
}
