import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { createDisbursement, createOrEditDisbursements, DISBURSEMENT_CATEGORIES, type Disbursement } from '../../../../shared/api/expenses';
import { payeeKey } from '../../../../shared/api/expenses/payees';
import { accountOf } from '../../../../shared/catalog/accounts';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { WALLETS } from '../../../../shared/catalog/wallets';
import { notify } from '../../api/notify';
import { cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatVnd, ISO_DATE } from '../../lib/format';
import { expenseQueries } from './queries';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const FIELDS = ['date', 'wallet', 'amount', 'category', 'payee', 'description'] as const;

/** The categories an expense slip books, by accounting number then name: "6323 – Tiền điện". */
export const CATEGORY_CHOICES = DISBURSEMENT_CATEGORIES.map((key) => ({ key, a: accountOf(key)! }))
  .sort((x, y) => x.a.accounting_account.localeCompare(y.a.accounting_account))
  .map(({ key, a }) => ({ value: key, label: `${a.accounting_account} – ${a.text}` }));

interface Values {
  date?: Dayjs;
  wallet?: number;
  amount?: number;
  category?: string;
  payee?: string;
  description?: string;
}

const fieldsOf = (v: Values) => ({
  date: v.date!.format(ISO_DATE),
  wallet: v.wallet!,
  amount: v.amount!,
  category: v.category!,
  payee: v.payee!,
  description: v.description!.trim(),
});

/** The payees a slip may name: the active ones, plus the one an edited slip already names. */
export function usePayeeChoices(keep?: string) {
  const payees = useQuery(expenseQueries.payees());
  const list = payees.data?.payees ?? [];
  const choices = list
    .filter((p) => p.active || (keep && payeeKey(p.name) === payeeKey(keep)))
    .map((p) => ({ value: p.name, label: p.account_no ? `${p.name} (${p.bank_name ?? ''} ${p.account_no})` : p.name }));
  if (keep && !choices.some((c) => payeeKey(c.value) === payeeKey(keep))) choices.push({ value: keep, label: keep });
  return { choices, loading: payees.isPending, empty: payees.isSuccess && !list.some((p) => p.active) };
}

/**
 * "Lập phiếu chi" and "Sửa phiếu chi": payee from the admin's list, category (632x, 6411, 8111,
 * 8113), wallet, amount and what it pays for. A new slip is `POST /api/disbursement`; an edit goes
 * through the batch with the version it was shown with (the server reverses the old entry and posts
 * the new one), its refusals placed on `disbursements.0.<field>`.
 */
export function DisbursementForm({ building, slip, onClose }: { building: BuildingCode; slip?: Disbursement; onClose: () => void }) {
  const [form] = Form.useForm<Values & { disbursements?: Values[] }>();
  const day = useVoucherDate();
  const payees = usePayeeChoices(slip?.payee);
  const onSuccess = (d: Disbursement) => {
    notify.success(`Đã lưu phiếu chi ${d.slip_no}: ${formatVnd(d.amount)}`);
    onClose();
  };
  const create = useVoucherForm({ form, endpoint: createDisbursement, fields: FIELDS, onSuccess });
  const edit = useVoucherForm({
    form,
    endpoint: createOrEditDisbursements,
    // The batch names a row's fields `disbursements.0.<field>`: the dialog's inputs are that row's.
    fields: FIELDS.map((f) => `disbursements.0.${f}`),
    aliases: {},
    onSuccess: (r) => onSuccess(r.disbursements[0]!),
  });
  const voucher = slip ? edit : create;
  const name = (f: (typeof FIELDS)[number]) => (slip ? ['disbursements', 0, f] : [f]);
  /** The contract's rules of an input: the new slip's body, or the batch's row an edit sends. */
  const body = slip ? createOrEditDisbursements.body : createDisbursement.body;
  const rules = (f: (typeof FIELDS)[number]) => fieldRules(body, name(f));
  const submit = (v: Values & { disbursements?: Values[] }) => {
    if (slip)
      edit.submit({
        building,
        disbursements: [{ id: slip.id, version: slip.version, ...fieldsOf(v.disbursements![0]!), ...(slip.reference ? { reference: slip.reference } : {}) }],
      });
    else create.submit({ building, ...fieldsOf(v) });
  };
  const values: Values = slip
    ? { date: dayjs(slip.date), wallet: slip.wallet, amount: slip.amount, category: slip.category, payee: slip.payee, description: slip.description }
    : { date: dayjs(), wallet: cashWalletOf(building) };
  return (
    <Modal
      open
      title={slip ? `Sửa phiếu chi ${slip.slip_no}` : `Lập phiếu chi – toà ${building}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="disbursement"
        initialValues={slip ? { disbursements: [values] } : values}
        onFinish={submit}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Ngày chi" name={name('date')} rules={day.rules(body, name('date'))}>
          <DayPicker aria-label="Ngày chi" disabledDate={day.disabledDate} />
        </Form.Item>
        <Form.Item
          label="Người nhận tiền"
          name={name('payee')}
          rules={rules('payee')}
          extra={payees.empty ? 'Chưa có người nhận nào đang dùng: quản trị viên thêm ở trang Quản trị' : undefined}
        >
          <ChoiceSelect aria-label="Người nhận tiền" showSearch optionFilterProp="label" options={payees.choices} loading={payees.loading} />
        </Form.Item>
        <Form.Item label="Khoản chi" name={name('category')} rules={rules('category')}>
          <ChoiceSelect aria-label="Khoản chi" showSearch optionFilterProp="label" options={CATEGORY_CHOICES} />
        </Form.Item>
        <Form.Item label="Số tiền" name={name('amount')} rules={rules('amount')}>
          <MoneyInput aria-label="Số tiền" placeholder="Ví dụ: 1.200.000" />
        </Form.Item>
        <Form.Item label="Chi từ ví" name={name('wallet')} rules={walletRules(body, building, { path: name('wallet') })}>
          <ChoiceSelect aria-label="Chi từ ví" options={walletOptions(WALLETS, building)} />
        </Form.Item>
        <Form.Item label="Nội dung chi" name={name('description')} rules={rules('description')}>
          <Input.TextArea aria-label="Nội dung chi" maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
