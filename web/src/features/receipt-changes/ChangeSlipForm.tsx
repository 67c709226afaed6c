import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Descriptions, Form, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { createReceiptChange, type ReceiptChange } from '../../../../shared/api/receipt-changes';
import type { Stay } from '../../../../shared/api/stays';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { FormProblem } from '../../components/forms/FormProblem';
import { occupiedRoomOptions } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { occupantBody, OccupantsFields, vehicleBody, VehiclesFields, type OccupantValues, type VehicleValues } from '../../components/forms/PeopleFields';
import { SectionTitle } from '../../components/forms/SectionTitle';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField, SubmitBar } from '../../components/forms/VoucherFooter';
import { fieldRules } from '../../components/forms/zod-rules';
import { hasRunningStay, NoRunningStay } from '../../components/forms/running-stay';
import { formatDate, formatVnd, ISO_DATE } from '../../lib/format';
import { vehicleText } from '../../lib/vehicles';
import { roomQueries } from '../rooms/queries';
import { stayQueries } from '../stays/queries';
import type { NewReceiptChange } from './queries';
import { setFormValue } from '../../lib/form-value';
import { DayPicker } from '../../components/forms/DayPicker';

export interface ChangeValues {
  building: BuildingCode;
  room_id?: string;
  date: Dayjs;
  occupants_out: string[];
  occupants_in: OccupantValues[];
  change_rent: boolean;
  rent?: { amount?: number; from?: Dayjs };
  change_vehicles: boolean;
  vehicles: VehicleValues[];
  notes?: string;
}

export const CHANGE_FIELDS = [
  'room_id',
  'date',
  'occupants_out',
  'occupants_in',
  'occupants_in.*.name',
  'occupants_in.*.phone',
  'occupants_in.*.id_number',
  'occupants_in.*.birth_date',
  'occupants_in.*.hometown',
  'rent.amount',
  'rent.from',
  'vehicles',
  'vehicles.*.type',
  'vehicles.*.plate',
  'notes',
] as const;

export function changeBody(stayId: string, v: ChangeValues): NewReceiptChange {
  const notes = v.notes?.trim();
  return {
    stay_id: stayId,
    date: v.date.format(ISO_DATE),
    occupants_in: (v.occupants_in ?? []).map(occupantBody),
    occupants_out: v.occupants_out ?? [],
    ...(v.change_rent && v.rent ? { rent: { amount: v.rent.amount!, from: v.rent.from!.format(ISO_DATE) } } : {}),
    ...(v.change_vehicles ? { vehicles: (v.vehicles ?? []).map(vehicleBody) } : {}),
    ...(notes ? { notes } : {}),
  };
}

/** The screen's own rule (the server checks it against the stay): someone stays, or the last one leaving is a check-out. */
const someoneStays = (stay: Stay | undefined, arriving: number): Rule => ({
  validator: (_: unknown, v: string[] | undefined) =>
    stay && (v?.length ?? 0) >= stay.occupants.length && arriving === 0
      ? Promise.reject(new Error('Phòng phải còn ít nhất một người ở (người cuối cùng rời đi là trả phòng)'))
      : Promise.resolve(),
});

function StayNow({ stay }: { stay: Stay }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Hợp đồng">
        {stay.contract_no} · từ {formatDate(stay.start_date)}
      </Descriptions.Item>
      <Descriptions.Item label="Giá thuê hiện tại">{formatVnd(stay.rent)}</Descriptions.Item>
      <Descriptions.Item label="Người ở">{stay.occupants.map((o) => o.name).join(', ')}</Descriptions.Item>
      <Descriptions.Item label="Xe">{stay.vehicles.map(vehicleText).join(', ') || 'Không có'}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * "Lập phiếu thay đổi thông tin" (business rules §4): on a running stay, people moving in or out,
 * a rent change from a date, a new vehicle list. A room transfer is a check-out and a new check-in.
 */
/** `room`: the room the form opens on (`?room=` of the room page's "Thay đổi thông tin"). */
export function ChangeSlipForm({
  building: initialBuilding,
  room: initialRoom,
  onCreated,
}: {
  building: BuildingCode;
  room?: string;
  onCreated: (c: ReceiptChange) => void;
}) {
  const [form] = Form.useForm<ChangeValues>();
  const building = (Form.useWatch('building', form) ?? initialBuilding) as BuildingCode;
  const roomId = Form.useWatch('room_id', form) as string | undefined;
  const date = Form.useWatch('date', form) as Dayjs | undefined;
  const changeRent = Form.useWatch('change_rent', form) as boolean | undefined;
  const changeVehicles = Form.useWatch('change_vehicles', form) as boolean | undefined;
  const out = (Form.useWatch('occupants_out', form) as string[] | undefined) ?? [];
  const arriving = ((Form.useWatch('occupants_in', form) as OccupantValues[] | undefined) ?? []).length;

  const rooms = useQuery(roomQueries.list(building));
  const room = rooms.data?.find((r) => r.room_id === roomId);
  const stayQuery = useQuery({ ...stayQueries.activeOfRoom(building, roomId ?? ''), enabled: Boolean(roomId) });
  const stay = roomId ? stayQuery.data : undefined;
  const staying = stay ? stay.occupants.length - out.length + arriving : 0;

  // A new stay: start from its rent and vehicles, nobody leaving yet.
  useEffect(() => {
    form.setFieldsValue({ occupants_out: [], rent: { amount: stay?.rent, from: form.getFieldValue('date') as Dayjs }, vehicles: stay?.vehicles ?? [] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per stay found
  }, [stay?.id]);

  const voucher = useVoucherForm({
    form,
    endpoint: createReceiptChange,
    fields: CHANGE_FIELDS,
    // The stay is picked by its room.
    aliases: { stay_id: 'room_id' },
    onSuccess: (c) => {
      notify.success(`Đã lập phiếu thay đổi thông tin phòng ${c.room_id} (${c.building})`);
      onCreated(c);
      form.resetFields(['occupants_out', 'occupants_in', 'change_rent', 'rent', 'change_vehicles', 'vehicles', 'notes']);
      setFormValue(form, 'room_id', undefined);
    },
  });

  const submit = (v: ChangeValues) => {
    if (!hasRunningStay(form, stay)) return;
    if (!v.occupants_out?.length && !v.occupants_in?.length && !v.change_rent && !v.change_vehicles) {
      voucher.setProblem('Phiếu chưa có thay đổi nào: chọn người ra, thêm người vào, đổi giá thuê hoặc đổi danh sách xe');
      return;
    }
    voucher.submit(changeBody(stay.id, v));
  };

  const changeDay = useVoucherDate({ date: stay?.start_date, message: `Phải từ ngày nhận phòng (${formatDate(stay?.start_date)})` });

  return (
    <Form<ChangeValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="receipt-change"
      requiredMark
      initialValues={{
        building: initialBuilding,
        ...(initialRoom ? { room_id: initialRoom } : {}),
        date: dayjs(),
        occupants_out: [],
        occupants_in: [],
        change_rent: false,
        change_vehicles: false,
        vehicles: [],
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
          col={{ xs: 24, sm: 8, lg: 6 }}
          roomOptions={occupiedRoomOptions(rooms.data)}
          pending={rooms.isPending}
          fetching={rooms.isFetching}
          placeholder="Chọn phòng đang ở"
          empty="Không có phòng nào đang ở"
        />
        <Col xs={24} sm={8} lg={6}>
          <Form.Item label="Ngày thay đổi" name="date" rules={changeDay.rules(createReceiptChange.body)}>
            <DayPicker aria-label="Ngày thay đổi" disabledDate={changeDay.disabledDate} />
          </Form.Item>
        </Col>
      </Row>
      <NoRunningStay roomId={roomId} shown={Boolean(roomId) && stayQuery.isSuccess && !stay} />
      {stay && (
        <>
          <StayNow stay={stay} />
          <SectionTitle>Người rời đi</SectionTitle>
          <Form.Item name="occupants_out" rules={[someoneStays(stay, arriving)]}>
            <Checkbox.Group
              aria-label="Người rời đi"
              options={stay.occupants.map((o) => ({ value: o.customer_id, label: `${o.name}${o.phone ? ` (${o.phone})` : ''}` }))}
            />
          </Form.Item>
          <SectionTitle>Người vào ở</SectionTitle>
          <OccupantsFields
            schema={createReceiptChange.body}
            name="occupants_in"
            noun="Người vào"
            max={room ? Math.max(room.max_occupants - stay.occupants.length + out.length, 0) : undefined}
            hint={room ? `Còn nhận thêm tối đa ${Math.max(room.max_occupants - stay.occupants.length + out.length, 0)} người` : undefined}
            before={date}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Sau thay đổi: {staying} người{room ? ` (tối đa ${room.max_occupants})` : ''}
          </Typography.Paragraph>

          <SectionTitle>Giá thuê và xe</SectionTitle>
          <Row gutter={12}>
            <Col xs={24} lg={6}>
              <Form.Item name="change_rent" valuePropName="checked">
                <Checkbox>Đổi giá thuê</Checkbox>
              </Form.Item>
            </Col>
            {changeRent && (
              <>
                <Col xs={12} lg={6}>
                  <Form.Item label="Giá thuê mới" name={['rent', 'amount']} rules={fieldRules(createReceiptChange.body, ['rent', 'amount'])}>
                    <MoneyInput aria-label="Giá thuê mới" />
                  </Form.Item>
                </Col>
                <Col xs={12} lg={6}>
                  <Form.Item label="Áp dụng từ ngày" name={['rent', 'from']} rules={changeDay.rules(createReceiptChange.body, ['rent', 'from'])}>
                    <DayPicker aria-label="Áp dụng từ ngày" disabledDate={changeDay.disabledDate} />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <Form.Item name="change_vehicles" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>Đổi danh sách xe (nhập danh sách mới đầy đủ)</Checkbox>
          </Form.Item>
          {changeVehicles && <VehiclesFields schema={createReceiptChange.body} />}
          <NotesField schema={createReceiptChange.body} name="notes" style={{ marginTop: 12 }} />
        </>
      )}
      <SubmitBar pending={voucher.pending} disabled={!stay} hint="Phiếu thay đổi thông tin (A4) mở trong cửa sổ in sau khi lưu." />
    </Form>
  );
}
