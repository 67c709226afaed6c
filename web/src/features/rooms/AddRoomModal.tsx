import { Form, Input, InputNumber, Modal } from 'antd';
import { createRoom, type Room } from '../../../../shared/api/rooms';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { buildingChoices } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { setFormValue } from '../../lib/form-value';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const ROOM_FIELDS = ['building', 'room_id', 'floor', 'rent', 'deposit', 'max_occupants', 'notes'] as const;

interface FormValues {
  building: BuildingCode;
  room_id: string;
  floor?: number;
  rent?: number;
  deposit?: number;
  max_occupants?: number;
  notes?: string;
}

/** The contract's rules of an input (zod-rules), so the form says it before the server has to. */
const rules = (field: (typeof ROOM_FIELDS)[number]) => fieldRules(createRoom.body, field);

/** The floor a room number suggests: 101 → 1, 1203 → 12, 117MA → 1. */
export function floorFromRoomId(roomId: string): number | undefined {
  const digits = /^\d{3,4}/.exec(roomId.trim())?.[0];
  return digits ? Number(digits.slice(0, -2)) : undefined;
}

export interface AddRoomModalProps {
  /** Building chosen when the form opens. */
  building: BuildingCode;
  onClose: () => void;
  onCreated: (room: Room) => void;
}

/**
 * "Thêm phòng": a new room starts empty (status 0). The server's refusals (400 with field errors,
 * 409 when the room exists) show in the one error dialog and also on the fields they concern
 * (useVoucherForm). Mounted only while open, so each opening starts from a clean form.
 */
export function AddRoomModal({ building, onClose, onCreated }: AddRoomModalProps) {
  const [form] = Form.useForm<FormValues>();
  const voucher = useVoucherForm({
    form,
    endpoint: createRoom,
    fields: ROOM_FIELDS,
    onSuccess: (room) => {
      notify.success(`Đã thêm phòng ${room.room_id} (${room.building})`);
      onCreated(room);
    },
  });

  const submit = (v: FormValues) =>
    voucher.submit({
      building: v.building,
      room_id: v.room_id.trim(),
      floor: v.floor!,
      rent: v.rent!,
      deposit: v.deposit!,
      max_occupants: v.max_occupants!,
      ...(v.notes?.trim() ? { notes: v.notes.trim() } : {}),
    });

  return (
    <Modal open title="Thêm phòng" okText="Lưu" cancelText="Huỷ" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form<FormValues>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="add-room"
        initialValues={{ building, max_occupants: 3 }}
        onFinish={submit}
        onValuesChange={(changed: Partial<FormValues>) => {
          // A room's default deposit is one month's rent, and 305's floor is 3, unless someone says otherwise.
          if ('rent' in changed && !form.isFieldTouched('deposit')) setFormValue(form, 'deposit', changed.rent);
          if ('room_id' in changed && !form.isFieldTouched('floor')) setFormValue(form, 'floor', floorFromRoomId(changed.room_id ?? ''));
        }}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Toà nhà" name="building" rules={rules('building')}>
          <ChoiceSelect options={buildingChoices} />
        </Form.Item>
        <Form.Item label="Số phòng" name="room_id" normalize={(v?: string) => v?.toUpperCase()} rules={rules('room_id')}>
          <Input placeholder="Ví dụ: 101, 117MA" maxLength={12} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Tầng" name="floor" rules={rules('floor')}>
          <InputNumber<number> min={0} max={50} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Giá thuê / tháng" name="rent" rules={rules('rent')}>
          <MoneyInput aria-label="Giá thuê" placeholder="Ví dụ: 4.500.000" />
        </Form.Item>
        <Form.Item label="Tiền cọc mặc định" name="deposit" rules={rules('deposit')} extra="Mặc định bằng một tháng tiền phòng">
          <MoneyInput aria-label="Tiền cọc" />
        </Form.Item>
        <Form.Item label="Số người ở tối đa" name="max_occupants" rules={rules('max_occupants')}>
          <InputNumber<number> min={1} max={20} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Ghi chú" name="notes" rules={rules('notes')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
