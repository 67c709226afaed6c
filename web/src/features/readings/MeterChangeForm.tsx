import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import { createMeterChange, updateMeterChange, type MeterChange } from '../../../../shared/api/readings';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { vnToday } from '../../../../shared/dates';
import { METER_TYPE_NAMES, METER_UNITS, type MeterType } from '../../../../shared/readings/usage';
import { notify } from '../../api/notify';
import { roomChoices } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatMonth, formatNumber, ISO_DATE } from '../../lib/format';
import { roomQueries } from '../rooms/queries';
import { readingQueries } from './queries';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const METER_CHANGE_FIELDS = ['room_id', 'date', 'old_final', 'new_start', 'reason'] as const;

interface Values {
  room_id?: string;
  date?: Dayjs;
  old_final?: number;
  new_start?: number;
  reason?: string;
}

const ALL_STATUSES = Object.values(ROOM_STATUS);
/** The screen's own (the server keeps an edit in its month, out of the contract): an edited change stays in its month. */
const inMonthOf = (change: MeterChange | undefined): Rule => ({
  validator: (_: unknown, v: Dayjs | undefined) =>
    change && v && v.format('YYYY-MM') !== change.month
      ? Promise.reject(new Error(`Chỉ đổi được ngày trong tháng ${formatMonth(`${change.month}-01`)}`))
      : Promise.resolve(),
});

/**
 * One meter change (new, or the one being edited): the room, the day, the old meter's final reading,
 * the new one's start and why. The room's previous reading (of the month's table) is shown beside, so
 * the old meter's final reading is not typed below it; the server checks every segment again. An edit
 * stays in its month and carries the version it was read at. Mounted only while open.
 */
export function MeterChangeForm({ building, type, change, onClose }: { building: BuildingCode; type: MeterType; change?: MeterChange; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const rooms = useQuery({ ...roomQueries.list(building), enabled: !change });
  const roomId = Form.useWatch('room_id', form) as string | undefined;
  const date = Form.useWatch('date', form) as Dayjs | undefined;
  const month = (date ?? dayjs()).format('YYYY-MM');
  const sheet = useQuery({ ...readingQueries.table({ building, type, month }), enabled: !!roomId });
  const previous = sheet.data?.rows.find((r) => r.room_id === roomId);
  const day = useVoucherDate();
  const unit = METER_UNITS[type];
  /** The contract's rules of an input (zod-rules): a new change's body, or an edit's. */
  const body = change ? updateMeterChange.body : createMeterChange.body;
  const rules = (field: 'old_final' | 'new_start' | 'reason') => fieldRules(body, field);
  const voucher = useVoucherForm({
    form,
    endpoint: change ? updateMeterChange : createMeterChange,
    params: change ? { id: change.id } : undefined,
    fields: METER_CHANGE_FIELDS,
    onSuccess: (m) => {
      notify.success(`Đã lưu thay đồng hồ ${METER_TYPE_NAMES[m.type]} phòng ${m.room_id}`);
      onClose();
    },
  });

  const submit = (v: Values) => {
    const values = { date: v.date!.format(ISO_DATE), old_final: v.old_final!, new_start: v.new_start!, reason: v.reason!.trim() };
    voucher.submit(change ? { ...values, version: change.version } : { building, type, room_id: v.room_id!, ...values });
  };

  return (
    <Modal
      open
      title={change ? `Sửa thay đồng hồ ${METER_TYPE_NAMES[type]} phòng ${change.room_id}` : `Thay đồng hồ ${METER_TYPE_NAMES[type]}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="meter-change"
        initialValues={
          change
            ? { room_id: change.room_id, date: dayjs(change.date), old_final: change.old_final, new_start: change.new_start, reason: change.reason }
            : { date: dayjs(), new_start: 0 }
        }
        onFinish={submit}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Phòng" name="room_id" rules={fieldRules(createMeterChange.body, 'room_id')}>
          <ChoiceSelect
            aria-label="Phòng"
            showSearch
            disabled={!!change}
            optionFilterProp="label"
            placeholder={rooms.isPending && !change ? 'Đang tải phòng...' : 'Chọn phòng'}
            options={change ? [{ value: change.room_id, label: change.room_id }] : roomChoices(rooms.data, ALL_STATUSES)}
          />
        </Form.Item>
        <Form.Item label="Ngày thay" name="date" rules={[...day.rules(body), inMonthOf(change)]}>
          <DayPicker aria-label="Ngày thay" disabledDate={(d) => day.disabledDate(d) || d.format(ISO_DATE) > vnToday()} />
        </Form.Item>
        {previous && (
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {previous.previous === null
              ? 'Phòng chưa có chỉ số kỳ trước.'
              : `Chỉ số kỳ trước: ${formatNumber(previous.previous)} ${unit} (tháng ${formatMonth(`${previous.previous_month}-01`)})`}
          </Typography.Paragraph>
        )}
        <Form.Item label={`Chỉ số cuối đồng hồ cũ (${unit})`} name="old_final" rules={rules('old_final')}>
          <InputNumber<number> aria-label="Chỉ số cuối đồng hồ cũ" min={0} precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={`Chỉ số đầu đồng hồ mới (${unit})`} name="new_start" rules={rules('new_start')}>
          <InputNumber<number> aria-label="Chỉ số đầu đồng hồ mới" min={0} precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Lý do" name="reason" rules={rules('reason')}>
          <Input.TextArea aria-label="Lý do thay đồng hồ" rows={2} maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
