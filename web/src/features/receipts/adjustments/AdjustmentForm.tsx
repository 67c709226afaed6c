import { useQuery } from '@tanstack/react-query';
import type { Rule } from 'antd/es/form';
import { Form, Input, Modal, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { createAdjustment, type Adjustment, type AdjustmentType } from '../../../../../shared/api/receipts/adjustments';
import type { Stay } from '../../../../../shared/api/stays';
import type { BuildingCode } from '../../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../../shared/catalog/room-status';
import { notify } from '../../../api/notify';
import { BuildingRoomFields } from '../../../components/forms/BuildingRoomFields';
import { roomChoices } from '../../../components/forms/choices';
import { FormProblem } from '../../../components/forms/FormProblem';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { useVoucherDate } from '../../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../../components/forms/use-voucher-form';
import { fieldRules } from '../../../components/forms/zod-rules';
import { formatDate, ISO_DATE } from '../../../lib/format';
import { roomQueries } from '../../rooms/queries';
import { stayQueries } from '../../stays/queries';
import { directionOptions, typeOptions } from './choices';
import { OwedMonths } from './OwedMonths';
import { adjustmentQueries } from './queries';
import { standingText, stayOwedOf, type Owed } from '../../../lib/stay-debt';
import { DayPicker } from '../../../components/forms/DayPicker';
import { ChoiceSelect } from '../../../components/forms/ChoiceSelect';

export const ADJUSTMENT_FIELDS = ['type', 'direction', 'building', 'room_id', 'stay_id', 'date', 'amount', 'reason'] as const;

interface Values {
  type: AdjustmentType;
  direction: 'credit' | 'debit';
  building: BuildingCode;
  room_id?: string;
  stay_id?: string;
  date?: Dayjs;
  amount?: number;
  reason?: string;
}

const ALL_STATUSES = Object.values(ROOM_STATUS);
/** The contract's rules of an input (zod-rules). */
const rules = (field: (typeof ADJUSTMENT_FIELDS)[number]) => fieldRules(createAdjustment.body, field);
/**
 * The stay is picked from the server's own list: whether one is picked is all the form checks, for a
 * deposit note, in the words of createAdjustment's rule for it (its superRefine; no field schema carries it).
 */
const DEPOSIT_STAY_PICKED: Rule[] = [{ required: true, message: 'Chọn lượt ở (hợp đồng) có tiền cọc cần điều chỉnh' }];

/**
 * The stays a note may be about: the room's current one first, then the ones that left, newest
 * first, each with what it owes or paid ahead when the room's months answer is in.
 */
export function stayChoices(stays: readonly Stay[] | undefined, owed?: Owed) {
  return (stays ?? [])
    .filter((s) => s.status !== 'removed')
    .sort((a, b) => (a.status === 'active' ? -1 : b.status === 'active' ? 1 : b.start_date.localeCompare(a.start_date)))
    .map((s) => ({
      value: s.id,
      label: [
        `HĐ ${s.contract_no}`,
        s.occupants[0]?.name ?? '',
        s.status === 'active' ? 'đang ở' : `đã trả phòng ${formatDate(s.leave_date)}`,
        ...(owed ? [standingText(stayOwedOf(owed, s.id))] : []),
      ].join(' · '),
    }));
}

/**
 * "Lập phiếu điều chỉnh": a credit or debit note on one stay's money, never an edit (a correction is
 * a new note). The stay is picked: for a rent note the room's current one by default (the server's
 * default too), or a departed tenant's; for a deposit note it is required (the room's current or last
 * one). The chosen stay's open items are shown beside, so the amount is chosen knowing what is open.
 * Mounted only while open.
 */
export function AdjustmentForm({ building, onClose, onCreated }: { building: BuildingCode; onClose: () => void; onCreated: (a: Adjustment) => void }) {
  const [form] = Form.useForm<Values>();
  const type = (Form.useWatch('type', form) ?? 'payment_adjustment') as AdjustmentType;
  const chosen = (Form.useWatch('building', form) ?? building) as BuildingCode;
  const roomId = Form.useWatch('room_id', form) as string | undefined;
  const stayId = Form.useWatch('stay_id', form) as string | undefined;
  const deposit = type === 'return_deposit_adjustment';
  const rooms = useQuery(roomQueries.list(chosen));
  const stays = useQuery({ ...stayQueries.checkIns({ building: chosen, room_id: roomId! }), enabled: !!roomId });
  const owed = useQuery({ ...adjustmentQueries.owedMonths({ building: chosen, room_id: roomId! }), enabled: !!roomId });
  const stayOptions = stayChoices(stays.data, owed.data);
  const day = useVoucherDate();
  const voucher = useVoucherForm({
    form,
    endpoint: createAdjustment,
    fields: ADJUSTMENT_FIELDS,
    onSuccess: (a) => {
      notify.success(`Đã lập phiếu điều chỉnh ${a.adjustment_no} phòng ${a.room_id}`);
      onCreated(a);
    },
  });

  // The stay defaults to the room's current one: for a rent note the stay the server would choose
  // (the newest still owing in an empty room), for a deposit note the last one, whose deposit is held.
  const firstStay = deposit ? stayOptions[0]?.value : (owed.data?.stay?.stay_id ?? stayOptions[0]?.value);
  useEffect(() => {
    if (!stayId && firstStay) form.setFieldValue('stay_id', firstStay);
  }, [stayId, firstStay, form]);

  const submit = (v: Values) =>
    voucher.submit({
      building: v.building,
      room_id: v.room_id!,
      type: v.type,
      direction: v.direction,
      date: v.date!.format(ISO_DATE),
      amount: v.amount!,
      reason: v.reason!.trim(),
      ...(v.stay_id ? { stay_id: v.stay_id } : {}),
    });

  return (
    <Modal
      open
      title="Lập phiếu điều chỉnh"
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={620}
    >
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="adjustment"
        initialValues={{ type: 'payment_adjustment', direction: 'credit', building, date: dayjs() }}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if ('building' in changed) form.setFieldsValue({ room_id: undefined, stay_id: undefined });
          if ('room_id' in changed || 'type' in changed) form.setFieldValue('stay_id', undefined);
        }}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Loại phiếu" name="type" rules={rules('type')}>
          <Radio.Group aria-label="Loại phiếu" options={typeOptions} optionType="button" />
        </Form.Item>
        <Form.Item label="Điều chỉnh" name="direction" rules={rules('direction')}>
          <Radio.Group aria-label="Điều chỉnh" options={directionOptions(type)} />
        </Form.Item>
        <Row gutter={12}>
          <BuildingRoomFields
            schema={createAdjustment.body}
            col={{ xs: 24, sm: 12 }}
            roomOptions={roomChoices(rooms.data, ALL_STATUSES)}
            pending={rooms.isPending}
            fetching={rooms.isFetching}
            empty="Toà này chưa có phòng"
          />
        </Row>
        {(deposit || roomId) && (
          <Form.Item
            label={deposit ? 'Lượt ở (hợp đồng) có tiền cọc' : 'Lượt thuê (hợp đồng) được điều chỉnh'}
            name="stay_id"
            rules={deposit ? DEPOSIT_STAY_PICKED : []}
          >
            <ChoiceSelect
              aria-label="Lượt ở"
              placeholder={!roomId ? 'Chọn phòng trước' : stays.isPending ? 'Đang tải lượt ở...' : 'Chọn lượt ở'}
              options={stayOptions}
              loading={stays.isFetching}
              notFoundContent={stays.isPending ? 'Đang tải...' : 'Phòng chưa có lượt ở nào'}
            />
          </Form.Item>
        )}
        {roomId && <OwedMonths roomId={roomId} owed={owed.data && stayOwedOf(owed.data, stayId)} pending={owed.isPending} />}
        <Form.Item label="Ngày" name="date" rules={day.rules(createAdjustment.body)}>
          <DayPicker aria-label="Ngày phiếu" disabledDate={day.disabledDate} />
        </Form.Item>
        <Form.Item label="Số tiền" name="amount" rules={rules('amount')}>
          <MoneyInput aria-label="Số tiền" min={1} placeholder="Ví dụ: 500.000" />
        </Form.Item>
        <Form.Item label="Lý do" name="reason" rules={rules('reason')}>
          <Input.TextArea aria-label="Lý do điều chỉnh" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
