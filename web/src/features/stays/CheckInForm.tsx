import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { walletFitsBuilding } from '../../../../shared/api/deposits';
import { createCheckIn, type Stay } from '../../../../shared/api/stays';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { notify } from '../../api/notify';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { FormProblem } from '../../components/forms/FormProblem';
import { cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { occupantBody, OccupantsFields, vehicleBody, VehiclesFields, type OccupantValues, type VehicleValues } from '../../components/forms/PeopleFields';
import { SectionTitle } from '../../components/forms/SectionTitle';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField, SubmitBar } from '../../components/forms/VoucherFooter';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatDate, formatVnd, ISO_DATE } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { depositQueries } from '../deposits/queries';
import { ledgerQueries } from '../ledger/queries';
import { roomQueries } from '../rooms/queries';
import { checkInRoomOptions } from './choices';
import type { NewCheckIn } from './queries';
import { setFormValue } from '../../lib/form-value';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export interface CheckInValues {
  building: BuildingCode;
  room_id?: string;
  deposit_id?: string;
  contract_no?: string;
  start_date: Dayjs;
  rent?: number;
  deposit_held?: number;
  wallet?: number;
  occupants: OccupantValues[];
  vehicles: VehicleValues[];
  start_readings: { electricity?: number; water?: number };
  internet: boolean;
  notice_days: number;
  notes?: string;
}

/** Every input of the form by its contract path, so a server 400 lands on the input it names. */
export const CHECK_IN_FIELDS = [
  'building',
  'room_id',
  'deposit_id',
  'contract_no',
  'start_date',
  'rent',
  'deposit_held',
  'wallet',
  'occupants',
  'occupants.*.name',
  'occupants.*.phone',
  'occupants.*.id_number',
  'occupants.*.birth_date',
  'occupants.*.hometown',
  'vehicles',
  'vehicles.*.type',
  'vehicles.*.plate',
  'start_readings.electricity',
  'start_readings.water',
  'internet',
  'notice_days',
  'notes',
] as const;

/** Business rules §4: thirty days' notice unless the contract says otherwise. */
export const DEFAULT_NOTICE_DAYS = 30;

/** A contract number staff can keep or overwrite: building, room and move-in day (unique per building in practice). */
export const suggestContractNo = (building: string, roomId: string, start: Dayjs): string => `${building}-${roomId}-${start.format('YYMMDD')}`;

/**
 * Money received at the check-in itself: with a deposit, what the deposit held goes beyond what the
 * ledger already holds for it; without one, all of it.
 */
export const topUpOf = (depositHeld: number | undefined, alreadyHeld: number): number => Math.max(0, (depositHeld ?? 0) - alreadyHeld);

/** The request body from validated values; `alreadyHeld` is the ledger's amount for the chosen deposit. */
export function checkInBody(v: CheckInValues, alreadyHeld: number): NewCheckIn {
  const notes = v.notes?.trim();
  const receives = topUpOf(v.deposit_held, v.deposit_id ? alreadyHeld : 0) > 0;
  return {
    building: v.building,
    room_id: v.room_id!,
    ...(v.deposit_id ? { deposit_id: v.deposit_id } : {}),
    contract_no: v.contract_no!.trim(),
    start_date: v.start_date.format(ISO_DATE),
    rent: v.rent!,
    deposit_held: v.deposit_held ?? 0,
    ...(receives && v.wallet !== undefined ? { wallet: v.wallet } : {}),
    occupants: v.occupants.map(occupantBody),
    vehicles: (v.vehicles ?? []).map(vehicleBody),
    start_readings: { electricity: v.start_readings.electricity!, water: v.start_readings.water! },
    internet: v.internet,
    notice_days: v.notice_days,
    ...(notes ? { notes } : {}),
  };
}

/** The contract's rules of each input (zod-rules); the form always sends the ones it may default. */
const rules = (path: Parameters<typeof fieldRules>[1], required?: boolean | string) => fieldRules(createCheckIn.body, path, { required });
/** The words of createCheckIn's rules on the whole body (its superRefine), which no field schema carries. */
const DEPOSIT_HELD_NEEDED = 'Vui lòng nhập tiền cọc giữ';
const DEPOSIT_WALLET_NEEDED = 'Vui lòng chọn ví nhận tiền cọc';

/** The deposit held may not fall below what the chosen deposit already holds (the server's rule against the deposit record). */
const notBelowHeld = (held: number | undefined) => ({
  validator: (_: unknown, v: unknown) =>
    held !== undefined && typeof v === 'number' && v < held
      ? Promise.reject(new Error(`Không được nhỏ hơn số cọc đã thu (${formatVnd(held)})`))
      : Promise.resolve(),
});

export interface CheckInFormProps {
  building: BuildingCode;
  /** A room to start on (a link from the room board). */
  roomId?: string;
  /** After the server created the stay; `depositSlipNo` for the printed slip. */
  onCreated: (stay: Stay, depositSlipNo?: string) => void;
}

/**
 * "Lập phiếu thông tin nhận phòng" (business rules §4): an empty room, or a deposited one with its
 * active deposit, becomes a stay with its contract, occupants, vehicles and start readings. Checks
 * what the contract checks before sending; shows the server's refusals on the fields they name (a
 * 400's paths, a 409's field) and above the form. One submission is one check-in (useVoucherForm).
 */
export function CheckInForm({ building: initialBuilding, roomId: initialRoom, onCreated }: CheckInFormProps) {
  const [form] = Form.useForm<CheckInValues>();
  const building = (Form.useWatch('building', form) ?? initialBuilding) as BuildingCode;
  const roomId = Form.useWatch('room_id', form) as string | undefined;
  const depositId = Form.useWatch('deposit_id', form) as string | undefined;
  const depositHeld = Form.useWatch('deposit_held', form) as number | undefined;
  const startDate = Form.useWatch('start_date', form) as Dayjs | undefined;

  const rooms = useQuery(roomQueries.list(building));
  const room = rooms.data?.find((r) => r.room_id === roomId);
  const deposited = room?.status === ROOM_STATUS.DEPOSITED;
  const deposits = useQuery({ ...depositQueries.held(building, roomId), enabled: Boolean(roomId && deposited) });
  const activeDeposits = deposits.data?.filter((d) => d.status === 'active' && d.room_id === roomId) ?? [];
  const deposit = activeDeposits.find((d) => d.id === depositId);
  const alreadyHeld = deposit?.held ?? 0;
  const topUp = topUpOf(depositHeld, deposit ? alreadyHeld : 0);
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const wallets = walletOptions(catalogue.data?.wallets ?? [], building);

  // A chosen room (or one arriving from a link) fills rent, default deposit and a contract number,
  // unless the user typed their own.
  const roomKey = room ? `${room.building}/${room.room_id}/${room.status}` : '';
  useEffect(() => {
    if (!room) return;
    const start = (form.getFieldValue('start_date') as Dayjs | undefined) ?? dayjs();
    form.setFieldsValue({
      deposit_id: undefined,
      ...(form.isFieldTouched('rent') ? {} : { rent: room.rent }),
      ...(form.isFieldTouched('deposit_held') ? {} : { deposit_held: room.status === ROOM_STATUS.DEPOSITED ? undefined : room.deposit }),
      ...(form.isFieldTouched('contract_no') ? {} : { contract_no: suggestContractNo(room.building, room.room_id, start) }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per room chosen
  }, [roomKey]);

  // The room's active deposit is preselected once it loads; its money and its customer fill the form.
  const only = deposited && activeDeposits.length === 1 ? activeDeposits[0] : undefined;
  useEffect(() => {
    if (!only) return;
    const occupants = (form.getFieldValue('occupants') as OccupantValues[] | undefined) ?? [];
    const first = occupants[0] ?? {};
    const start = form.getFieldValue('start_date') as Dayjs | undefined;
    form.setFieldsValue({
      deposit_id: only.id,
      ...(form.isFieldTouched('deposit_held') ? {} : { deposit_held: only.held }),
      ...(start && start.isBefore(only.date, 'day') ? { start_date: dayjs(only.date) } : {}),
      occupants: [
        { ...first, name: first.name || only.customer_name, phone: first.phone || only.phone, id_number: first.id_number || only.id_number },
        ...occupants.slice(1),
      ],
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per deposit found
  }, [only?.id]);

  const voucher = useVoucherForm({
    form,
    endpoint: createCheckIn,
    fields: CHECK_IN_FIELDS,
    onSuccess: (stay) => {
      notify.success(`Đã nhận phòng ${stay.room_id} (${stay.building}), hợp đồng ${stay.contract_no}`);
      onCreated(stay, deposit?.slip_no);
      form.resetFields(['deposit_id', 'contract_no', 'rent', 'deposit_held', 'occupants', 'vehicles', 'start_readings', 'internet', 'notice_days', 'notes']);
      setFormValue(form, 'room_id', undefined);
    },
  });

  const onValuesChange = (changed: Partial<CheckInValues>, all: CheckInValues) => {
    if ('building' in changed) {
      const cash = cashWalletOf(changed.building!);
      form.setFieldsValue({
        room_id: undefined,
        deposit_id: undefined,
        ...(all.wallet === undefined || !walletFitsBuilding(all.wallet, changed.building!) ? { wallet: cash } : {}),
      });
    }
    if ('deposit_id' in changed) {
      const d = activeDeposits.find((x) => x.id === changed.deposit_id);
      if (d && !form.isFieldTouched('deposit_held')) setFormValue(form, 'deposit_held', d.held);
    }
  };

  const startDay = useVoucherDate({ date: deposit?.date, message: `Ngày nhận phòng phải từ ngày cọc ${formatDate(deposit?.date)}` });
  const col = { xs: 24, sm: 12, lg: 6 } as const;

  return (
    <Form<CheckInValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="check-in"
      requiredMark
      initialValues={{
        building: initialBuilding,
        room_id: initialRoom || undefined,
        start_date: dayjs(),
        wallet: cashWalletOf(initialBuilding),
        occupants: [{}],
        vehicles: [],
        start_readings: {},
        internet: false,
        notice_days: DEFAULT_NOTICE_DAYS,
      }}
      onFinish={(v) => voucher.submit(checkInBody(v, alreadyHeld))}
      onValuesChange={onValuesChange}
      scrollToFirstError
    >
      <FormProblem voucher={voucher} />
      <Row gutter={12}>
        <BuildingRoomFields
          schema={createCheckIn.body}
          col={col}
          roomExtra={room ? `Giá thuê ${formatVnd(room.rent)} · tối đa ${room.max_occupants} người` : 'Phòng trống hoặc đã cọc chưa vào ở'}
          roomOptions={checkInRoomOptions(rooms.data)}
          pending={rooms.isPending}
          fetching={rooms.isFetching}
          empty="Không có phòng nào nhận được"
        />
        {deposited && (
          <Col {...col}>
            <Form.Item
              label="Phiếu cọc"
              name="deposit_id"
              // A deposited room is checked in with its deposit (the field shows only then).
              rules={rules('deposit_id', true)}
              extra={deposit ? `Cọc ngày ${formatDate(deposit.date)} · đang giữ ${formatVnd(deposit.held)}` : undefined}
            >
              <ChoiceSelect
                aria-label="Phiếu cọc"
                loading={deposits.isFetching}
                placeholder={deposits.isPending ? 'Đang tải phiếu cọc...' : 'Chọn phiếu cọc'}
                options={activeDeposits.map((d) => ({ value: d.id, label: `${d.slip_no} · ${d.customer_name} · ${formatVnd(d.held)}` }))}
                notFoundContent="Phòng không có phiếu cọc đang hiệu lực"
              />
            </Form.Item>
          </Col>
        )}
        <Col {...col}>
          <Form.Item label="Số hợp đồng" name="contract_no" rules={rules('contract_no')}>
            <Input aria-label="Số hợp đồng" autoComplete="off" maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Ngày nhận phòng" name="start_date" rules={startDay.rules(createCheckIn.body, 'start_date')}>
            <DayPicker aria-label="Ngày nhận phòng" disabledDate={startDay.disabledDate} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Giá thuê / tháng" name="rent" rules={rules('rent')}>
            <MoneyInput aria-label="Giá thuê" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            label="Tiền cọc giữ"
            name="deposit_held"
            // Always sent: the contract needs it without a deposit, and the form fills no default with one.
            rules={[...rules('deposit_held', DEPOSIT_HELD_NEEDED), notBelowHeld(deposit?.held)]}
            extra={
              typeof depositHeld === 'number' && Number.isInteger(depositHeld) ? (
                <span>
                  {moneyInWords(depositHeld)}
                  {topUp > 0 ? ` · thu thêm khi nhận phòng ${formatVnd(topUp)}` : ''}
                </span>
              ) : undefined
            }
          >
            <MoneyInput aria-label="Tiền cọc giữ" />
          </Form.Item>
        </Col>
        {topUp > 0 && (
          <Col {...col}>
            <Form.Item
              label="Ví nhận tiền cọc"
              name="wallet"
              // Money received at the check-in needs its wallet (the field shows only then).
              rules={walletRules(createCheckIn.body, building, { required: DEPOSIT_WALLET_NEEDED })}
            >
              <ChoiceSelect aria-label="Ví nhận tiền cọc" options={wallets} />
            </Form.Item>
          </Col>
        )}
      </Row>

      <SectionTitle>Người ở</SectionTitle>
      <OccupantsFields schema={createCheckIn.body} name="occupants" noun="Người ở" min={1} max={room?.max_occupants} before={startDate} />

      <SectionTitle>Phương tiện</SectionTitle>
      <VehiclesFields schema={createCheckIn.body} />

      <SectionTitle>Chỉ số và dịch vụ</SectionTitle>
      <Row gutter={12}>
        <Col xs={12} sm={12} lg={5}>
          <Form.Item label="Chỉ số điện đầu (kWh)" name={['start_readings', 'electricity']} rules={rules(['start_readings', 'electricity'])}>
            <InputNumber<number> aria-label="Chỉ số điện đầu" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={5}>
          <Form.Item label="Chỉ số nước đầu (m³)" name={['start_readings', 'water']} rules={rules(['start_readings', 'water'])}>
            <InputNumber<number> aria-label="Chỉ số nước đầu" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={4}>
          <Form.Item label="Internet" name="internet">
            <Radio.Group
              aria-label="Internet"
              optionType="button"
              options={[
                { value: true, label: 'Có' },
                { value: false, label: 'Không' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12} lg={4}>
          <Form.Item
            label="Số ngày báo trước"
            name="notice_days"
            // Always sent (the form starts it at 30, the contract's default).
            rules={rules('notice_days', true)}
          >
            <InputNumber<number> aria-label="Số ngày báo trước" min={0} max={365} precision={0} suffix="ngày" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <NotesField schema={createCheckIn.body} name="notes" />
        </Col>
      </Row>
      <SubmitBar pending={voucher.pending} hint="Phiếu thông tin nhận phòng (A4) mở trong cửa sổ in sau khi lưu." />
    </Form>
  );
}
