import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { walletFitsBuilding } from '../../../../shared/api/deposits';
import { createReceiptRoom, type Receipt } from '../../../../shared/api/receipts';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { notify } from '../../api/notify';
import { BuildingRoomFields } from '../../components/forms/BuildingRoomFields';
import { cashWalletOf, roomChoices, walletOptions, walletRules } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm, type VoucherBody } from '../../components/forms/use-voucher-form';
import { NotesField, SubmitBar } from '../../components/forms/VoucherFooter';
import { fieldRules } from '../../components/forms/zod-rules';
import { setFormValue } from '../../lib/form-value';
import { ISO_DATE } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { ledgerQueries } from '../ledger/queries';
import { roomQueries } from '../rooms/queries';
import { OwedMonths } from './OwedMonths';
import { receiptQueries } from './queries';
import { amountDue, stayOwedOf } from '../../lib/stay-debt';
import { StayField } from '../../components/forms/StayField';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const RECEIPT_FIELDS = ['building', 'room_id', 'stay_id', 'date', 'wallet', 'amount', 'note'] as const;
const ALL_STATUSES = Object.values(ROOM_STATUS);

export interface ReceiptFormValues {
  building: BuildingCode;
  room_id?: string;
  /** The stay the money is for: the room's current one unless staff pick a departed tenant. */
  stay_id?: string;
  date: Dayjs;
  wallet?: number;
  amount?: number;
  note?: string;
}

export function receiptBody(v: ReceiptFormValues): VoucherBody<typeof createReceiptRoom> {
  const note = v.note?.trim();
  return {
    building: v.building,
    room_id: v.room_id!,
    ...(v.stay_id ? { stay_id: v.stay_id } : {}),
    date: v.date.format(ISO_DATE),
    wallet: v.wallet!,
    amount: v.amount!,
    ...(note ? { note } : {}),
  };
}

export interface RentReceiptFormProps {
  building: BuildingCode;
  /** The room the form opens on (`?room=` of the room page's "Thu tiền phòng"). */
  room?: string;
  onCreated: (receipt: Receipt) => void;
  /** Prints the new receipt (the page's printer: it reads what the room still owes after it). */
  onPrint: (receipt: Receipt) => void;
  /** Prints a payment notice with the QR for everything the chosen stay owes. */
  onNotice: (building: BuildingCode, roomId: string, stayId?: string) => void;
}

/**
 * "Lập phiếu thu tiền phòng": as a room is chosen, the stay the money goes to (its current tenant, or
 * a departed one who still owes, picked by name) and that stay's open items appear, and the amount
 * starts at its balance (a partial payment is typed over it; more than owed stays as the stay's
 * credit). The stay shown is the one sent. One click is one receipt (useVoucherForm's
 * Idempotency-Key); refusals land on their fields.
 */
export function RentReceiptForm({ building: initialBuilding, room: initialRoom, onCreated, onPrint, onNotice }: RentReceiptFormProps) {
  const [form] = Form.useForm<ReceiptFormValues>();
  const voucherDate = useVoucherDate();
  const building = Form.useWatch('building', form) ?? initialBuilding;
  const roomId = Form.useWatch('room_id', form);
  const stayId = Form.useWatch('stay_id', form);
  const amount = Form.useWatch('amount', form);
  const rooms = useQuery(roomQueries.list(building));
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const owed = useQuery({ ...receiptQueries.owed({ building, room_id: roomId ?? '' }), enabled: Boolean(roomId) });

  const answer = roomId ? owed.data : undefined;
  const chosen = answer ? stayOwedOf(answer, stayId) : undefined;

  // The stay starts as the room's current one (the server's default), once the room's answer is in.
  const defaultStay = answer?.stay?.stay_id;
  useEffect(() => {
    if (defaultStay && !form.getFieldValue('stay_id')) setFormValue(form, 'stay_id', defaultStay);
  }, [defaultStay, form]);

  // The amount starts at the chosen stay's balance, unless someone already typed one.
  const dueNow = chosen ? amountDue(chosen) : undefined;
  useEffect(() => {
    if (dueNow !== undefined && !form.isFieldTouched('amount')) setFormValue(form, 'amount', dueNow > 0 ? dueNow : undefined);
  }, [dueNow, roomId, stayId, form]);

  const voucher = useVoucherForm({
    form,
    endpoint: createReceiptRoom,
    fields: RECEIPT_FIELDS,
    onSuccess: (receipt) => {
      notify.success(`Đã lập phiếu thu ${receipt.receipt_no} phòng ${receipt.room_id} (${receipt.building})`);
      onPrint(receipt);
      // The next receipt is usually another room of the same building, the same day and wallet.
      form.resetFields(['room_id', 'stay_id', 'amount', 'note']);
      onCreated(receipt);
    },
  });

  const onValuesChange = (changed: Partial<ReceiptFormValues>, all: ReceiptFormValues) => {
    if ('building' in changed) {
      const cash = cashWalletOf(changed.building!);
      form.setFieldsValue({
        room_id: undefined,
        stay_id: undefined,
        amount: undefined,
        ...(all.wallet === undefined || !walletFitsBuilding(all.wallet, changed.building!) ? { wallet: cash } : {}),
      });
    }
    if ('room_id' in changed)
      form.setFields([
        { name: 'stay_id', value: undefined },
        { name: 'amount', value: undefined, touched: false },
      ]);
    if ('stay_id' in changed) form.setFields([{ name: 'amount', value: undefined, touched: false }]);
  };

  const col = { xs: 24, sm: 12, lg: 8 } as const;
  return (
    <Form<ReceiptFormValues>
      {...voucher.formProps}
      form={form}
      layout="vertical"
      name="rent-receipt"
      requiredMark
      initialValues={{ building: initialBuilding, ...(initialRoom ? { room_id: initialRoom } : {}), wallet: cashWalletOf(initialBuilding), date: dayjs() }}
      onFinish={(v) => voucher.submit(receiptBody(v))}
      onValuesChange={onValuesChange}
      scrollToFirstError
    >
      <FormProblem voucher={voucher} />
      <Row gutter={12}>
        <BuildingRoomFields
          schema={createReceiptRoom.body}
          col={col}
          roomOptions={roomChoices(rooms.data, ALL_STATUSES)}
          pending={rooms.isPending}
          fetching={rooms.isFetching}
          empty="Toà này chưa có phòng"
        />
        <Col xs={24} lg={16}>
          <StayField owed={answer} roomChosen={Boolean(roomId)} loading={Boolean(roomId) && owed.isFetching} />
        </Col>
        <Col {...col}>
          <Form.Item label="Ngày thu" name="date" rules={voucherDate.rules(createReceiptRoom.body)}>
            <DayPicker aria-label="Ngày thu" disabledDate={voucherDate.disabledDate} allowClear />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Ví nhận tiền" name="wallet" rules={walletRules(createReceiptRoom.body, building)}>
            <ChoiceSelect aria-label="Ví nhận tiền" options={walletOptions(catalogue.data?.wallets ?? [], building)} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            label="Số tiền thu"
            name="amount"
            rules={fieldRules(createReceiptRoom.body, 'amount')}
            extra={typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? moneyInWords(amount) : undefined}
          >
            <MoneyInput aria-label="Số tiền thu" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <NotesField schema={createReceiptRoom.body} name="note" />
        </Col>
      </Row>
      {roomId && (
        <OwedMonths
          building={building}
          roomId={roomId}
          owed={chosen}
          loading={owed.isFetching}
          onNotice={chosen && amountDue(chosen) > 0 ? () => onNotice(building, roomId, chosen.stay?.stay_id) : undefined}
        />
      )}
      <SubmitBar pending={voucher.pending} hint="Phiếu A5 (có mã VietQR cho phần còn nợ) mở trong cửa sổ in sau khi lưu." />
    </Form>
  );
}
