import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Form, Modal, Row } from 'antd';
import { asBuilding } from '../../components/filters/filter-defaults';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { roomChoices } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { notify } from '../../api/notify';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { roomQueries } from '../rooms/queries';
import { LineSummary } from './LineSummary';
import { doneText } from './match-text';
import { refreshAfter } from './queries';
import { updateBankTransaction, type BankTransaction } from '../../../../shared/api/bank';
import { StayField } from '../../components/forms/StayField';
import { receiptQueries } from '../receipts/queries';

// A transfer may pay the last bill of a room already vacated: every room may be picked.
const ALL_STATUSES = Object.values(ROOM_STATUS);

interface Values {
  building?: string;
  room_id?: string;
  stay_id?: string;
}

/**
 * "Chọn phòng": a line with no (right) suggestion becomes the rent receipt of a room picked by hand —
 * of its current tenant, or of a departed one who still owes, picked by name (business rules §9).
 */
export function RoomMatchDialog({ line, onClose }: { line: BankTransaction; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const building = asBuilding(Form.useWatch('building', form) ?? '');
  const rooms = useQuery({ ...roomQueries.list(building), enabled: !!building });
  const roomId = Form.useWatch('room_id', form);
  // Asked only once a building and a room are chosen (the key's placeholders are never sent).
  const owed = useQuery({ ...receiptQueries.owed({ building: building ?? 'BN', room_id: roomId ?? '' }), enabled: !!building && !!roomId });
  // The stay starts as the room's current one (the server's default), once the room's answer is in.
  const defaultStay = roomId ? owed.data?.stay?.stay_id : undefined;
  useEffect(() => {
    if (defaultStay && !form.getFieldValue('stay_id')) form.setFieldValue('stay_id', defaultStay);
  }, [defaultStay, form]);
  const voucher = useVoucherForm({
    form,
    endpoint: updateBankTransaction,
    params: { id: line.id },
    fields: ['building', 'room_id', 'stay_id'],
    onSuccess: async (t) => {
      notify.success(doneText(t));
      onClose();
      await refreshAfter(client, updateBankTransaction);
    },
  });
  const first = line.suggestions.find((s) => s.kind === 'room' && s.building);
  return (
    <Modal open title="Khớp với phòng" okText="Xác nhận" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="bank-room"
        initialValues={{ building: first?.building }}
        onValuesChange={(changed: Values) => {
          if ('building' in changed) form.setFieldsValue({ room_id: undefined, stay_id: undefined });
          if ('room_id' in changed) form.setFieldValue('stay_id', undefined);
        }}
        onFinish={(v) =>
          voucher.submit({
            action: 'match',
            version: line.version,
            building: asBuilding(v.building ?? '')!,
            room_id: v.room_id!,
            ...(v.stay_id ? { stay_id: v.stay_id } : {}),
          })
        }
      >
        <FormProblem voucher={voucher} />
        <LineSummary line={line} />
        <Row gutter={12}>
          <BuildingRoomFields
            schema={updateBankTransaction.body}
            // A match needs both (the contract's rule for action `match`).
            required
            col={{ xs: 24, sm: 12 }}
            roomOptions={roomChoices(rooms.data, ALL_STATUSES)}
            pending={!!building && rooms.isPending}
            fetching={rooms.isFetching}
            empty={building ? 'Toà nhà chưa có phòng' : 'Chọn toà nhà trước'}
          />
        </Row>
        <StayField owed={roomId ? owed.data : undefined} roomChosen={!!roomId} loading={!!roomId && owed.isFetching} />
      </Form>
    </Modal>
  );
}
