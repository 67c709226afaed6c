import { Button, Descriptions, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { issueVehicleCard, returnVehicleCard, VEHICLE_TYPE_TEXT, type StayVehicle, type VehicleCard } from '../../../../../shared/api/customers/vehicle-cards';
import type { BuildingCode } from '../../../../../shared/catalog/buildings';
import { notify } from '../../../api/notify';
import { FormProblem } from '../../../components/forms/FormProblem';
import { useVoucherForm } from '../../../components/forms/use-voucher-form';
import { formatMonth } from '../../../lib/format';
import { fieldRules } from '../../../components/forms/zod-rules';

const vehicleText = (v: StayVehicle['vehicle']) => `${VEHICLE_TYPE_TEXT[v.type]}${v.plate ? ` ${v.plate}` : ''}`;

/** Hands a card to one vehicle: its number (one card out per number in the building), valid for the chosen month. */
export function IssueCardModal({ building, month, row, onClose }: { building: BuildingCode; month: string; row: StayVehicle; onClose: () => void }) {
  const [form] = Form.useForm<{ card_no?: string }>();
  const voucher = useVoucherForm({
    form,
    endpoint: issueVehicleCard,
    fields: ['card_no', 'month', 'plate'],
    onSuccess: (c: VehicleCard) => {
      notify.success(`Đã phát thẻ xe số ${c.card_no} cho phòng ${c.room_id} (${c.building})`);
      onClose();
    },
  });
  const submit = ({ card_no }: { card_no?: string }) =>
    voucher.submit({
      building,
      room_id: row.room_id,
      stay_id: row.stay_id,
      ...(row.vehicle.plate ? { plate: row.vehicle.plate } : {}),
      vehicle_type: row.vehicle.type,
      card_no: card_no!.trim(),
      month,
    });
  return (
    <Modal open title="Phát thẻ xe" okText="Phát thẻ" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Phòng">
          {row.room_id} ({building}) · HĐ {row.contract_no}
        </Descriptions.Item>
        <Descriptions.Item label="Khách thuê">{row.tenant}</Descriptions.Item>
        <Descriptions.Item label="Xe">{vehicleText(row.vehicle)}</Descriptions.Item>
        <Descriptions.Item label="Tháng">{formatMonth(`${month}-01`)}</Descriptions.Item>
      </Descriptions>
      <Form {...voucher.formProps} form={form} layout="vertical" name="vehicle-card" onFinish={submit}>
        <FormProblem voucher={voucher} />
        <Form.Item label="Số thẻ" name="card_no" rules={fieldRules(issueVehicleCard.body, 'card_no')}>
          <Input aria-label="Số thẻ" maxLength={20} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Takes a card back (on the version the row was read with: a change made meanwhile is refused). */
/** A return has no field of its own: a refusal shows in the app's error dialog. */
const NO_FIELDS = { setFields: () => undefined };

export function ReturnCardButton({ card }: { card: VehicleCard }) {
  const [open, setOpen] = useState(false);
  const voucher = useVoucherForm({
    form: NO_FIELDS,
    endpoint: returnVehicleCard,
    params: { id: card.id },
    fields: [],
    onSuccess: (c: VehicleCard) => {
      notify.success(`Đã thu lại thẻ xe số ${c.card_no} phòng ${c.room_id}`);
      setOpen(false);
    },
  });
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={`Thu lại thẻ xe số ${card.card_no}?`}
      okText="Thu thẻ"
      cancelText="Đóng"
      okButtonProps={{ loading: voucher.pending }}
      onConfirm={() => voucher.submit({ version: card.version })}
    >
      <Button size="small" aria-label={`Thu thẻ ${card.card_no}`}>
        Thu thẻ
      </Button>
    </Popconfirm>
  );
}
