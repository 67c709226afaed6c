import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { accountOf } from '../../../../shared/catalog/accounts';
import { notify } from '../../api/notify';
import { buildingChoices } from '../../components/forms/choices';
import { placeServerErrors } from '../../components/forms/server-errors';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { useVoucherForm, type VoucherBody } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatVnd } from '../../lib/format';
import { LineSummary } from './LineSummary';
import { refreshAfter } from './queries';
import { linkBankTransaction, type BankTransaction } from '../../../../shared/api/bank';
import { createReceiptCash, RECEIPT_CASH_ACCOUNT_KEYS, type ReceiptCash, type ReceiptCashAccountKey } from '../../../../shared/api/expenses/cash-slips';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const FIELDS = ['building', 'account_key', 'payer', 'note'];
const ACCOUNT_CHOICES = RECEIPT_CASH_ACCOUNT_KEYS.map((k) => ({ value: k, label: `${accountOf(k)?.accounting_account ?? ''} – ${accountOf(k)?.text ?? k}` }));
const PAYER_MAX = 120;
const NOTE_MAX = 500;

interface Values {
  building?: string;
  account_key?: ReceiptCashAccountKey;
  payer?: string;
  note?: string;
}
type Body = VoucherBody<typeof createReceiptCash>;

/**
 * "Ghi thu khác": money in that is no rent (capital, other income, a refund of a payable) becomes a
 * receipt on the line's wallet, date and amount, then the line is linked to it. Each write keeps its
 * key while it is retried, and the receipt made is kept with the body it was made from, so a retry
 * after the receipt went through links that receipt instead of writing a second one.
 */
export function ReceiptCashDialog({ line, onClose }: { line: BankTransaction; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const made = useRef<{ body: string; receipt: ReceiptCash } | null>(null);
  const [linkProblem, setLinkProblem] = useState<string>();
  const link = useVoucherAction({
    endpoint: linkBankTransaction,
    request: (receipt: ReceiptCash) => ({
      body: { bank_transaction_id: line.id, version: line.version, voucher_type: 'receipt_cash', voucher_id: receipt.id },
    }),
    onSuccess: async (_, receipt) => {
      made.current = null;
      notify.success(`Đã lập phiếu thu ${receipt.receipt_no} (${formatVnd(receipt.amount)}) và gắn với dòng sao kê`);
      onClose();
      await Promise.all([refreshAfter(client, createReceiptCash), refreshAfter(client, linkBankTransaction)]);
    },
    onError: (error, receipt) => {
      const placed = placeServerErrors(error, FIELDS);
      form.setFields(placed.fields as Parameters<typeof form.setFields>[0]);
      setLinkProblem(`Đã lập phiếu thu ${receipt.receipt_no} nhưng chưa gắn được với dòng sao kê: ${placed.message ?? 'vui lòng thử lại'}`);
    },
  });
  const voucher = useVoucherForm({
    form,
    endpoint: createReceiptCash,
    fields: FIELDS,
    onSuccess: (receipt, body) => {
      made.current = { body: JSON.stringify(body), receipt };
      link.run(receipt);
    },
  });
  const problem = voucher.problem ?? linkProblem;
  const forget = () => {
    voucher.reset();
    setLinkProblem(undefined);
  };
  const submit = (v: Values) => {
    setLinkProblem(undefined);
    const body: Body = {
      building: v.building as Body['building'],
      date: line.date,
      wallet: line.wallet,
      amount: line.amount,
      account_key: v.account_key!,
      ...(v.payer?.trim() ? { payer: v.payer.trim() } : {}),
      ...(v.note?.trim() ? { note: v.note.trim() } : {}),
    };
    // The receipt of this very body is made already: only its link is left to do.
    if (made.current?.body === JSON.stringify(body)) return link.run(made.current.receipt);
    voucher.submit(body);
  };
  const building = line.suggestions.find((s) => s.building)?.building;
  return (
    <Modal
      open
      title="Ghi thu khác từ dòng sao kê"
      okText="Lập phiếu thu"
      cancelText="Đóng"
      confirmLoading={voucher.pending || link.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="bank-receipt-cash"
        initialValues={{ building, payer: line.counter_name?.slice(0, PAYER_MAX), note: line.content.slice(0, NOTE_MAX) }}
        onFinish={submit}
      >
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} closable onClose={forget} />}
        <LineSummary line={line} />
        <Form.Item label="Toà nhà" name="building" rules={fieldRules(createReceiptCash.body, 'building')}>
          <ChoiceSelect aria-label="Toà nhà" options={buildingChoices} />
        </Form.Item>
        <Form.Item label="Tài khoản ghi Có" name="account_key" rules={fieldRules(createReceiptCash.body, 'account_key')}>
          <ChoiceSelect aria-label="Tài khoản ghi Có" options={ACCOUNT_CHOICES} />
        </Form.Item>
        <Form.Item label="Người nộp tiền" name="payer" rules={fieldRules(createReceiptCash.body, 'payer')}>
          <Input aria-label="Người nộp tiền" maxLength={PAYER_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Ghi chú" name="note" rules={fieldRules(createReceiptCash.body, 'note')}>
          <Input.TextArea aria-label="Ghi chú phiếu thu" rows={2} maxLength={NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
