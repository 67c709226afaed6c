import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import {
  createCashTransferSlip,
  createReceiptCash,
  RECEIPT_CASH_ACCOUNT_KEYS,
  type CashTransferSlip,
  type ReceiptCash,
} from '../../../../shared/api/expenses/cash-slips';
import type { Endpoint } from '../../../../shared/api/endpoint';
import { accountOf } from '../../../../shared/catalog/accounts';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { WALLETS, walletName } from '../../../../shared/catalog/wallets';
import { notify } from '../../api/notify';
import { cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm, type VoucherBody } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatVnd, ISO_DATE } from '../../lib/format';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const RECEIPT_CASH_ACCOUNTS = RECEIPT_CASH_ACCOUNT_KEYS.map((key) => ({
  value: key,
  label: `${accountOf(key)!.accounting_account} – ${accountOf(key)!.text}`,
}));

interface Values {
  date?: Dayjs;
  from_wallet?: number;
  to_wallet?: number;
  wallet?: number;
  amount?: number;
  account_key?: (typeof RECEIPT_CASH_ACCOUNT_KEYS)[number];
  payer?: string;
  note?: string;
}

/** One cash slip's dialog: date, amount and note are common; `children` are the slip's own fields. */
function CashSlipDialog<E extends Endpoint>({
  title,
  name,
  endpoint,
  fields,
  initial,
  bodyOf,
  saved,
  onClose,
  children,
}: {
  title: string;
  name: string;
  endpoint: E;
  fields: readonly string[];
  initial: Values;
  bodyOf: (v: Values) => VoucherBody<E>;
  saved: (r: never) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const day = useVoucherDate();
  const voucher = useVoucherForm({
    form,
    endpoint,
    fields,
    onSuccess: (r) => {
      notify.success(saved(r as never));
      onClose();
    },
  });
  return (
    <Modal open title={title} okText="Lưu" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name={name}
        initialValues={{ date: dayjs(), ...initial }}
        onFinish={(v) => voucher.submit(bodyOf(v))}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Ngày" name="date" rules={day.rules(endpoint.body)}>
          <DayPicker aria-label="Ngày" disabledDate={day.disabledDate} />
        </Form.Item>
        {children}
        <Form.Item label="Số tiền" name="amount" rules={fieldRules(endpoint.body, 'amount')}>
          <MoneyInput aria-label="Số tiền" placeholder="Ví dụ: 500.000" />
        </Form.Item>
        <Form.Item label="Ghi chú" name="note" rules={fieldRules(endpoint.body, 'note')}>
          <Input.TextArea aria-label="Ghi chú" maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const common = (v: Values) => ({ date: v.date!.format(ISO_DATE), amount: v.amount!, ...(v.note?.trim() ? { note: v.note.trim() } : {}) });

/** "Chuyển tiền quỹ": the building's cash box pays into another cash box or a bank account (the server refuses what the box does not hold). */
export function CashTransferForm({ building, onClose }: { building: BuildingCode; onClose: () => void }) {
  const cash = cashWalletOf(building);
  return (
    <CashSlipDialog
      title={`Phiếu chuyển tiền quỹ – toà ${building}`}
      name="cash-transfer"
      endpoint={createCashTransferSlip}
      fields={['date', 'from_wallet', 'to_wallet', 'amount', 'note']}
      initial={{ from_wallet: cash }}
      bodyOf={(v) => ({ building, from_wallet: v.from_wallet!, to_wallet: v.to_wallet!, ...common(v) })}
      saved={(r: CashTransferSlip) => `Đã lưu phiếu chuyển tiền ${r.slip_no}: ${formatVnd(r.amount)}`}
      onClose={onClose}
    >
      <Form.Item label="Từ quỹ" name="from_wallet" rules={fieldRules(createCashTransferSlip.body, 'from_wallet')}>
        <ChoiceSelect aria-label="Từ quỹ" options={cash ? [{ value: cash, label: walletName(cash) }] : []} />
      </Form.Item>
      <Form.Item label="Sang ví" name="to_wallet" rules={fieldRules(createCashTransferSlip.body, 'to_wallet')}>
        <ChoiceSelect aria-label="Sang ví" options={WALLETS.filter((w) => w.id !== cash).map((w) => ({ value: w.id, label: w.name }))} />
      </Form.Item>
    </CashSlipDialog>
  );
}

/** "Phiếu thu tiền (TM)": money into a wallet against capital, other income, payables or earlier profit. */
export function ReceiptCashForm({ building, onClose }: { building: BuildingCode; onClose: () => void }) {
  return (
    <CashSlipDialog
      title={`Phiếu thu tiền – toà ${building}`}
      name="receipt-cash"
      endpoint={createReceiptCash}
      fields={['date', 'wallet', 'account_key', 'payer', 'amount', 'note']}
      initial={{ wallet: cashWalletOf(building), account_key: 'equity' }}
      bodyOf={(v) => ({ building, wallet: v.wallet!, account_key: v.account_key!, ...(v.payer?.trim() ? { payer: v.payer.trim() } : {}), ...common(v) })}
      saved={(r: ReceiptCash) => `Đã lưu phiếu thu ${r.receipt_no}: ${formatVnd(r.amount)}`}
      onClose={onClose}
    >
      <Form.Item label="Vào ví" name="wallet" rules={walletRules(createReceiptCash.body, building)}>
        <ChoiceSelect aria-label="Vào ví" options={walletOptions(WALLETS, building)} />
      </Form.Item>
      <Form.Item label="Ghi Có tài khoản" name="account_key" rules={fieldRules(createReceiptCash.body, 'account_key')}>
        <ChoiceSelect aria-label="Ghi Có tài khoản" options={RECEIPT_CASH_ACCOUNTS} />
      </Form.Item>
      <Form.Item label="Người nộp tiền" name="payer" rules={fieldRules(createReceiptCash.body, 'payer')}>
        <Input aria-label="Người nộp tiền" maxLength={120} autoComplete="off" />
      </Form.Item>
    </CashSlipDialog>
  );
}
