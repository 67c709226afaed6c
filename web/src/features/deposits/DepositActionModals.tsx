import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { cancelDeposit, createOrEditAdditionalDeposit, deleteDeposit, transferDeposit, type Deposit } from '../../../../shared/api/deposits';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { buildingChoices, cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField } from '../../components/forms/VoucherFooter';
import { fieldRules, isoDay } from '../../components/forms/zod-rules';
import { formatDate, formatVnd, ISO_DATE } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { ledgerQueries } from '../ledger/queries';
import { roomQueries } from '../rooms/queries';
import { depositRoomOptions } from './choices';
import { depositQueries } from './queries';
import { setFormValue } from '../../lib/form-value';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

/** The slip a dialog is about, as a few lines at its top. */
function DepositSummary({ d, held }: { d: Deposit; held?: number }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Phiếu">
        {d.slip_no} · {formatDate(d.date)}
      </Descriptions.Item>
      <Descriptions.Item label="Phòng">
        {d.room_id} – {buildingName(d.building)}
      </Descriptions.Item>
      <Descriptions.Item label="Khách">
        {d.customer_name} · {d.phone}
      </Descriptions.Item>
      <Descriptions.Item label="Cọc thoả thuận / đã nhận">
        {formatVnd(d.amount_agreed)} / {formatVnd(d.amount_paid)}
      </Descriptions.Item>
      {held !== undefined && <Descriptions.Item label="Đang giữ theo sổ cái">{formatVnd(held)}</Descriptions.Item>}
    </Descriptions>
  );
}

/** What the ledger holds for this deposit now (cancel forfeits exactly that; receipts add to it). */
function useHeld(d: Deposit | undefined) {
  const q = useQuery({ ...depositQueries.held((d?.building ?? 'BN') as BuildingCode, d?.room_id), enabled: Boolean(d && d.status === 'active') });
  return q.data?.find((x) => x.id === d?.id)?.held;
}

/** A date for a closing: not locked, not before the deposit itself. */
function useClosingDate(d: Deposit | undefined) {
  const day = useVoucherDate({ date: d?.date, message: `Ngày phải từ ngày cọc ${formatDate(d?.date)} trở đi` });
  const disabled = day.disabledDate;
  const rules = day.rules;
  // Today, unless today is locked or before the deposit (a slip dated tomorrow): then the deposit's date.
  const initial = d && dayjs().isBefore(d.date, 'day') ? dayjs(d.date) : dayjs();
  return { disabled, rules, initial };
}

export type CloseMode = 'cancel' | 'delete';

/**
 * Confirmation of a cancel (the customer walks away: the money held is forfeited as other income)
 * or a delete (the slip was an entry error: reversed on its own date). Both free the room.
 */
export function CloseDepositModal({ mode, deposit, onClose }: { mode: CloseMode; deposit?: Deposit; onClose: () => void }) {
  const [form] = Form.useForm<{ date?: Dayjs; reason?: string }>();
  const held = useHeld(deposit);
  const date = useClosingDate(deposit);
  const endpoint = mode === 'cancel' ? cancelDeposit : deleteDeposit;
  const voucher = useVoucherForm({
    form,
    endpoint,
    fields: ['date', 'reason'],
    onSuccess: (d) => {
      notify.success(mode === 'cancel' ? `Đã huỷ cọc ${d.slip_no} (mất cọc ${formatVnd(d.cancelled?.amount ?? 0)})` : `Đã xoá phiếu cọc ${d.slip_no}`);
      onClose();
    },
  });

  const submit = (v: { date?: Dayjs; reason?: string }) => {
    if (!deposit) return;
    const reason = v.reason?.trim() || undefined;
    voucher.submit(mode === 'cancel' ? { id: deposit.id, date: v.date!.format(ISO_DATE), reason } : { id: deposit.id, reason });
  };

  return (
    <Modal
      open={Boolean(deposit)}
      title={mode === 'cancel' ? 'Khách huỷ cọc (mất cọc)' : 'Xoá phiếu cọc nhập sai'}
      okText={mode === 'cancel' ? 'Xác nhận huỷ cọc' : 'Xác nhận xoá phiếu'}
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {deposit && (
        <Form {...voucher.formProps} form={form} layout="vertical" name={`deposit-${mode}`} initialValues={{ date: date.initial }} onFinish={submit}>
          <DepositSummary d={deposit} held={held} />
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={
              mode === 'cancel'
                ? `Khách không lấy phòng: số tiền cọc đang giữ${held !== undefined ? ` (${formatVnd(held)})` : ''} chuyển thành thu nhập khác, phòng ${deposit.room_id} trở lại trạng thái trước khi cọc.`
                : `Chỉ dùng khi phiếu lập nhầm: bút toán nhận cọc được đảo vào ngày ${formatDate(deposit.date)}, phòng ${deposit.room_id} trở lại trạng thái trước khi cọc.`
            }
          />
          <FormProblem voucher={voucher} />
          {mode === 'cancel' && (
            <Form.Item label="Ngày huỷ cọc" name="date" rules={date.rules(cancelDeposit.body)}>
              <DayPicker aria-label="Ngày huỷ cọc" disabledDate={date.disabled} />
            </Form.Item>
          )}
          <Form.Item label="Lý do" name="reason" rules={fieldRules(endpoint.body, 'reason')}>
            <Input.TextArea aria-label="Lý do" rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

interface TransferValues {
  building: BuildingCode;
  room_id?: string;
  date?: Dayjs;
  expected_move_in_date?: Dayjs;
  note?: string;
}

/** The screen's own: the new room's move-in not before the transfer (the contract leaves it to the server). */
const moveInFromTransferDay: Rule = ({ getFieldValue }) => ({
  validator: (_: unknown, v: Dayjs | undefined) => {
    const from = getFieldValue('date') as Dayjs | undefined;
    return v && from && v.isBefore(from, 'day') ? Promise.reject(new Error('Ngày dự kiến vào ở phải từ ngày chuyển trở đi')) : Promise.resolve();
  },
});

/** Moves a deposit to another room (any building): a new slip with a new number holds the new room. */
export function TransferDepositModal({ deposit, onClose }: { deposit?: Deposit; onClose: () => void }) {
  const [form] = Form.useForm<TransferValues>();
  const date = useClosingDate(deposit);
  const building = (Form.useWatch('building', form) ?? deposit?.building ?? 'BN') as BuildingCode;
  const chosenDate = Form.useWatch('date', form);
  const rooms = useQuery({ ...roomQueries.list(building), enabled: Boolean(deposit) });
  const voucher = useVoucherForm({
    form,
    endpoint: transferDeposit,
    fields: ['building', 'room_id', 'date', 'expected_move_in_date', 'note'],
    onSuccess: ({ from, to }) => {
      notify.success(`Đã chuyển cọc ${from.slip_no} sang phòng ${to.room_id} (${to.building}), phiếu mới ${to.slip_no}`);
      onClose();
    },
  });

  const submit = (v: TransferValues) => {
    if (!deposit) return;
    voucher.submit({
      id: deposit.id,
      date: v.date!.format(ISO_DATE),
      building: v.building,
      room_id: v.room_id!,
      ...(v.expected_move_in_date ? { expected_move_in_date: v.expected_move_in_date.format(ISO_DATE) } : {}),
      ...(v.note?.trim() ? { note: v.note.trim() } : {}),
    });
  };

  const initialMoveIn = deposit && !dayjs(deposit.expected_move_in_date).isBefore(date.initial, 'day') ? dayjs(deposit.expected_move_in_date) : undefined;

  return (
    <Modal
      open={Boolean(deposit)}
      title="Chuyển cọc sang phòng khác"
      okText="Chuyển cọc"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {deposit && (
        <Form
          {...voucher.formProps}
          form={form}
          layout="vertical"
          name="deposit-transfer"
          initialValues={{ building: deposit.building, date: date.initial, expected_move_in_date: initialMoveIn }}
          onFinish={submit}
          onValuesChange={(changed: Partial<TransferValues>) => {
            if ('building' in changed) setFormValue(form, 'room_id', undefined);
          }}
        >
          <DepositSummary d={deposit} />
          <FormProblem voucher={voucher} />
          <Form.Item label="Sang toà" name="building" rules={fieldRules(transferDeposit.body, 'building')}>
            <ChoiceSelect aria-label="Sang toà" options={buildingChoices} />
          </Form.Item>
          <Form.Item label="Sang phòng" name="room_id" rules={fieldRules(transferDeposit.body, 'room_id')} extra="Chỉ hiện phòng trống hoặc đã báo trả">
            <ChoiceSelect
              aria-label="Sang phòng"
              showSearch
              optionFilterProp="label"
              options={depositRoomOptions(rooms.data, deposit)}
              loading={rooms.isFetching}
              notFoundContent={rooms.isPending ? 'Đang tải...' : 'Không có phòng nào nhận cọc được'}
            />
          </Form.Item>
          <Form.Item label="Ngày chuyển" name="date" rules={date.rules(transferDeposit.body)}>
            <DayPicker aria-label="Ngày chuyển" disabledDate={date.disabled} />
          </Form.Item>
          <Form.Item
            label="Ngày dự kiến vào ở (phòng mới)"
            name="expected_move_in_date"
            dependencies={['date']}
            rules={[...fieldRules(transferDeposit.body, 'expected_move_in_date', { toBody: isoDay }), moveInFromTransferDay]}
          >
            <DayPicker aria-label="Ngày dự kiến vào ở mới" disabledDate={(d) => Boolean(chosenDate && d.isBefore(chosenDate, 'day'))} allowClear />
          </Form.Item>
          <NotesField schema={transferDeposit.body} name="note" ariaLabel="Ghi chú chuyển cọc" inModal />
        </Form>
      )}
    </Modal>
  );
}

interface ReceiptValues {
  date?: Dayjs;
  amount?: number;
  wallet?: number;
  note?: string;
}

/** More deposit money on an active deposit (thu cọc bổ sung): Dr wallet / Cr 5212 on the deposit; prints its receipt. */
export function AdditionalReceiptModal({
  deposit,
  onClose,
  onPrint,
}: {
  deposit?: Deposit;
  onClose: () => void;
  onPrint: (receipt: { id: string; date: string; amount: number; wallet: number; note?: string }, d: Deposit) => void;
}) {
  const [form] = Form.useForm<ReceiptValues>();
  const held = useHeld(deposit);
  const date = useClosingDate(deposit);
  const catalogue = useQuery({ ...ledgerQueries.walletAccount(), enabled: Boolean(deposit) });
  const amount = Form.useWatch('amount', form);
  const building = deposit?.building ?? 'BN';
  const remaining = deposit ? Math.max(deposit.amount_agreed - (held ?? deposit.amount_paid), 0) : 0;

  const voucher = useVoucherForm({
    form,
    endpoint: createOrEditAdditionalDeposit,
    fields: ['date', 'amount', 'wallet', 'note'],
    onSuccess: (receipt) => {
      notify.success(`Đã thu cọc bổ sung ${formatVnd(receipt.amount)} cho phiếu ${deposit?.slip_no ?? ''}`);
      if (deposit) onPrint(receipt, deposit);
      onClose();
    },
  });

  const submit = (v: ReceiptValues) => {
    if (!deposit) return;
    voucher.submit({
      object: `deposit:${deposit.id}`,
      date: v.date!.format(ISO_DATE),
      amount: v.amount!,
      wallet: v.wallet!,
      ...(v.note?.trim() ? { note: v.note.trim() } : {}),
    });
  };

  return (
    <Modal
      open={Boolean(deposit)}
      title="Thu cọc bổ sung"
      okText="Lưu và in phiếu thu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {deposit && (
        <Form
          {...voucher.formProps}
          form={form}
          layout="vertical"
          name="deposit-additional"
          initialValues={{ date: date.initial, wallet: cashWalletOf(building) }}
          onFinish={submit}
        >
          <DepositSummary d={deposit} held={held} />
          {remaining > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
              Còn thiếu so với thoả thuận: {formatVnd(remaining)}
            </Typography.Paragraph>
          )}
          <FormProblem voucher={voucher} />
          <Form.Item label="Ngày thu" name="date" rules={date.rules(createOrEditAdditionalDeposit.body)}>
            <DayPicker aria-label="Ngày thu" disabledDate={date.disabled} />
          </Form.Item>
          <Form.Item
            label="Số tiền thu"
            name="amount"
            extra={typeof amount === 'number' && Number.isInteger(amount) ? moneyInWords(amount) : undefined}
            rules={fieldRules(createOrEditAdditionalDeposit.body, 'amount')}
          >
            <MoneyInput aria-label="Số tiền thu" placeholder={remaining > 0 ? formatVnd(remaining) : undefined} />
          </Form.Item>
          <Form.Item label="Ví nhận tiền" name="wallet" rules={walletRules(createOrEditAdditionalDeposit.body, building)}>
            <ChoiceSelect aria-label="Ví nhận tiền bổ sung" options={walletOptions(catalogue.data?.wallets ?? [], building)} />
          </Form.Item>
          <NotesField schema={createOrEditAdditionalDeposit.body} name="note" ariaLabel="Ghi chú thu bổ sung" inModal />
        </Form>
      )}
    </Modal>
  );
}
