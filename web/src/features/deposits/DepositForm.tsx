import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import { createDeposit, walletFitsBuilding, type Deposit } from '../../../../shared/api/deposits';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { WALK_IN, WALK_IN_NAME } from '../../../../shared/catalog/deposits';
import { useAppData } from '../../app/app-data/use-app-data';
import { notify } from '../../api/notify';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { FormProblem } from '../../components/forms/FormProblem';
import { cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField, SubmitBar } from '../../components/forms/VoucherFooter';
import { fieldRules, isoDay } from '../../components/forms/zod-rules';
import { formatVnd, ISO_DATE } from '../../lib/format';
import { foldedLabelFilter } from '../../lib/fold-filter';
import { moneyInWords } from '../../lib/money-words';
import { ledgerQueries } from '../ledger/queries';
import { roomQueries } from '../rooms/queries';
import { depositRoomOptions } from './choices';
import type { NewDeposit } from './queries';
import { setFormValue } from '../../lib/form-value';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const DEPOSIT_FIELDS = [
  'building',
  'room_id',
  'customer_name',
  'phone',
  'id_number',
  'amount_agreed',
  'amount_paid',
  'wallet',
  'agent_user_id',
  'date',
  'expected_move_in_date',
  'note',
] as const;

export interface DepositFormValues {
  building: BuildingCode;
  room_id?: string;
  customer_name?: string;
  phone?: string;
  id_number?: string;
  amount_agreed?: number;
  amount_paid?: number;
  wallet?: number;
  agent_user_id?: string;
  date: Dayjs;
  expected_move_in_date?: Dayjs;
  note?: string;
}

/** The contract's rules of an input (zod-rules). */
const rules = (path: string, toBody?: typeof isoDay) => fieldRules(createDeposit.body, path, { toBody });

/** The contract's rules between two fields (its refines), in its words, where the form sees both. */
const paidWithinAgreed: Rule = ({ getFieldValue }) => ({
  validator: (_: unknown, v: unknown) => {
    const agreed = getFieldValue('amount_agreed') as unknown;
    if (typeof v === 'number' && typeof agreed === 'number' && v > agreed)
      return Promise.reject(new Error('Số tiền đã đóng không được lớn hơn số tiền cọc thoả thuận'));
    return Promise.resolve();
  },
});
const moveInFromDepositDay: Rule = ({ getFieldValue }) => ({
  validator: (_: unknown, v: Dayjs | undefined) => {
    const from = getFieldValue('date') as Dayjs | undefined;
    return v && from && v.isBefore(from, 'day') ? Promise.reject(new Error('Ngày dự kiến vào ở phải từ ngày cọc trở đi')) : Promise.resolve();
  },
});

/** The request body the contract expects, from the form's values (already validated). */
export function depositBody(v: DepositFormValues): NewDeposit {
  const text = (s?: string) => (s?.trim() ? s.trim() : undefined);
  const idNumber = text(v.id_number);
  const note = text(v.note);
  return {
    building: v.building,
    room_id: v.room_id!,
    customer_name: v.customer_name!.trim(),
    phone: v.phone!.trim(),
    ...(idNumber ? { id_number: idNumber } : {}),
    amount_agreed: v.amount_agreed!,
    amount_paid: v.amount_paid!,
    wallet: v.wallet!,
    agent_user_id: v.agent_user_id!,
    date: v.date.format(ISO_DATE),
    expected_move_in_date: v.expected_move_in_date!.format(ISO_DATE),
    ...(note ? { note } : {}),
  };
}

export interface DepositFormProps {
  /** Building the form starts on. */
  building: BuildingCode;
  /** After the server took the deposit (the slip is already printing). */
  onCreated: (deposit: Deposit) => void;
  /** The slip printer; the page passes the shared print window. */
  onPrint: (deposit: Deposit) => void;
}

/**
 * "Lập phiếu nhận cọc": checks what the contract checks before sending, then shows the server's
 * refusals on the fields they name (a 400's paths; a 409's `field`: the room taken meanwhile, the
 * locked date) and above the form. One click is one deposit (useVoucherForm's Idempotency-Key).
 */
export function DepositForm({ building: initialBuilding, onCreated, onPrint }: DepositFormProps) {
  const [form] = Form.useForm<DepositFormValues>();
  const { securityUsers } = useAppData();
  const voucherDate = useVoucherDate();

  const building = Form.useWatch('building', form) ?? initialBuilding;
  const date = Form.useWatch('date', form);
  const amountPaid = Form.useWatch('amount_paid', form);
  const amountAgreed = Form.useWatch('amount_agreed', form);
  const roomId = Form.useWatch('room_id', form);
  const rooms = useQuery(roomQueries.list(building));
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const roomOptions = depositRoomOptions(rooms.data);
  const wallets = walletOptions(catalogue.data?.wallets ?? [], building);
  // "Khách tự đến" first: a tenant who came alone is named on purpose and earns no guard a commission.
  const agents = [{ value: WALK_IN, label: WALK_IN_NAME }, ...securityUsers.map((u) => ({ value: u.user_id, label: u.name || u.username }))];

  const voucher = useVoucherForm({
    form,
    endpoint: createDeposit,
    fields: DEPOSIT_FIELDS,
    onSuccess: (deposit) => {
      notify.success(`Đã nhận cọc ${deposit.slip_no} phòng ${deposit.room_id} (${deposit.building})`);
      onPrint(deposit);
      // The next slip is usually for the same building, wallet and day. Not the same agent: a carried-over
      // guard would earn a commission nobody chose (issue 23), so the agent is picked again each slip.
      form.resetFields(['room_id', 'customer_name', 'phone', 'id_number', 'amount_agreed', 'amount_paid', 'agent_user_id', 'expected_move_in_date', 'note']);
      onCreated(deposit);
    },
  });

  const onValuesChange = (changed: Partial<DepositFormValues>, all: DepositFormValues) => {
    if ('building' in changed) {
      // Another building: its rooms, and its own cash box instead of the old one's.
      const cash = cashWalletOf(changed.building!);
      form.setFieldsValue({ room_id: undefined, ...(all.wallet === undefined || !walletFitsBuilding(all.wallet, changed.building!) ? { wallet: cash } : {}) });
    }
    if ('room_id' in changed && changed.room_id) {
      const room = rooms.data?.find((r) => r.room_id === changed.room_id);
      // The room's default deposit is what is usually agreed, and usually paid in full.
      if (room && !form.isFieldTouched('amount_agreed')) {
        form.setFieldsValue({ amount_agreed: room.deposit, ...(form.isFieldTouched('amount_paid') ? {} : { amount_paid: room.deposit }) });
      }
    }
    if ('amount_agreed' in changed && !form.isFieldTouched('amount_paid')) setFormValue(form, 'amount_paid', changed.amount_agreed);
    if ('date' in changed && changed.date && all.expected_move_in_date?.isBefore(changed.date, 'day'))
      setFormValue(form, 'expected_move_in_date', changed.date);
    if ('amount_agreed' in changed && form.isFieldTouched('amount_paid')) void form.validateFields(['amount_paid']).catch(() => undefined);
  };

  const selectedRoom = rooms.data?.find((r) => r.room_id === roomId);
  const col = { xs: 24, sm: 12, lg: 8 } as const;

  return (
    <Form<DepositFormValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="deposit"
      requiredMark
      initialValues={{ building: initialBuilding, wallet: cashWalletOf(initialBuilding), date: dayjs() }}
      onFinish={(v) => voucher.submit(depositBody(v))}
      onValuesChange={onValuesChange}
      scrollToFirstError
    >
      <FormProblem voucher={voucher} />
      <Row gutter={12}>
        <BuildingRoomFields
          schema={createDeposit.body}
          col={col}
          roomExtra={
            selectedRoom ? `Giá thuê ${formatVnd(selectedRoom.rent)} · cọc mặc định ${formatVnd(selectedRoom.deposit)}` : 'Chỉ hiện phòng trống hoặc đã báo trả'
          }
          roomOptions={roomOptions}
          pending={rooms.isPending}
          fetching={rooms.isFetching}
          empty="Không có phòng nào nhận cọc được"
        />
        <Col {...col}>
          <Form.Item label="Họ tên khách" name="customer_name" rules={rules('customer_name')}>
            <Input aria-label="Họ tên khách" autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Số điện thoại" name="phone" rules={rules('phone')}>
            <Input aria-label="Số điện thoại" inputMode="tel" autoComplete="off" maxLength={16} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Số CCCD / hộ chiếu" name="id_number" rules={rules('id_number')}>
            <Input aria-label="Số CCCD / hộ chiếu" autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Người dẫn phòng" name="agent_user_id" rules={rules('agent_user_id')}>
            <ChoiceSelect
              aria-label="Người dẫn phòng"
              placeholder="Chọn bảo vệ dẫn phòng hoặc khách tự đến"
              options={agents}
              showSearch
              filterOption={foldedLabelFilter}
              notFoundContent="Chưa có người dẫn phòng"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Tiền cọc thoả thuận" name="amount_agreed" rules={rules('amount_agreed')}>
            <MoneyInput aria-label="Tiền cọc thoả thuận" placeholder="Ví dụ: 3.500.000" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            label="Số tiền đã nhận"
            name="amount_paid"
            dependencies={['amount_agreed']}
            rules={[...rules('amount_paid'), paidWithinAgreed]}
            extra={
              typeof amountPaid === 'number' && Number.isInteger(amountPaid) ? (
                <span>
                  {moneyInWords(amountPaid)}
                  {typeof amountAgreed === 'number' && amountAgreed > amountPaid ? ` · còn phải đóng ${formatVnd(amountAgreed - amountPaid)}` : ''}
                </span>
              ) : undefined
            }
          >
            <MoneyInput aria-label="Số tiền đã nhận" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Ví nhận tiền" name="wallet" rules={walletRules(createDeposit.body, building)}>
            <ChoiceSelect aria-label="Ví nhận tiền" options={wallets} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Ngày cọc" name="date" rules={voucherDate.rules(createDeposit.body)}>
            <DayPicker aria-label="Ngày cọc" disabledDate={voucherDate.disabledDate} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            label="Ngày dự kiến vào ở"
            name="expected_move_in_date"
            dependencies={['date']}
            rules={[...rules('expected_move_in_date', isoDay), moveInFromDepositDay]}
          >
            <DayPicker aria-label="Ngày dự kiến vào ở" disabledDate={(d) => Boolean(date && d.isBefore(date, 'day'))} allowClear />
          </Form.Item>
        </Col>
        <Col {...col}>
          <NotesField schema={createDeposit.body} name="note" />
        </Col>
      </Row>
      <SubmitBar pending={voucher.pending} hint="Phiếu A5 mở trong cửa sổ in sau khi lưu." />
    </Form>
  );
}
