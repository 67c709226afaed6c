import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  createOrEditPartnerReceipt,
  createOrEditReceiptEarning,
  createOrEditReceiptGam,
  createOrEditReceiptLoan,
  DIRECTION_LABELS,
  EARNING_KIND_LABELS,
  LOAN_KIND_LABELS,
  MAX_LENDER_LENGTH,
  type Direction,
  type EarningKind,
  type LoanKind,
  type OtherDebtBook,
  type OtherDebtReceipt,
} from '../../../../shared/api/other-debts';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { buildingChoices, cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm, type VoucherBody } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatVnd, ISO_DATE } from '../../lib/format';
import { BUILT_IN_CATALOGUE, ledgerQueries } from '../ledger/queries';
import { bookTitle } from './books';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

/** Each book's batch write; this form sends one row. */
export const BOOK_WRITE = {
  gam: createOrEditReceiptGam,
  partner: createOrEditPartnerReceipt,
  loan: createOrEditReceiptLoan,
  earning: createOrEditReceiptEarning,
} as const;

// The form's inputs are the request's own paths (`receipts.0.amount`), so the server's refusals land on them.
const FIELDS = [
  'receipts.*.building',
  'receipts.*.date',
  'receipts.*.direction',
  'receipts.*.kind',
  'receipts.*.lender',
  'receipts.*.wallet',
  'receipts.*.amount',
  'receipts.*.note',
] as const;

interface RowValues {
  building?: BuildingCode;
  date?: Dayjs;
  direction?: Direction;
  kind?: LoanKind | EarningKind;
  lender?: string;
  wallet?: number;
  amount?: number;
  note?: string;
}
interface Values {
  receipts: [RowValues];
}

const choices = <K extends string>(labels: Record<K, string>) => (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** What staff entered, as the book's row takes it. */
export function rowOf(book: OtherDebtBook, v: RowValues, edit?: Pick<OtherDebtReceipt, 'id' | 'version'>) {
  return {
    ...(edit ? { id: edit.id, version: edit.version } : {}),
    building: v.building!,
    date: v.date!.format(ISO_DATE),
    ...(book === 'gam' || book === 'partner' ? { direction: v.direction! } : { kind: v.kind! }),
    ...(book === 'loan' ? { lender: v.lender!.trim() } : {}),
    wallet: v.wallet!,
    amount: v.amount!,
    ...(v.note?.trim() ? { note: v.note.trim() } : {}),
  };
}

const at = (name: string) => ['receipts', 0, name];

/**
 * "Lập / sửa phiếu" of one book (landlady, partner, loan, owner capital/earnings): one row sent to the
 * book's createOrEditReceipts; an edit carries the id and version it was shown with (the server
 * reverses the old entry and posts the new one).
 */
export function OtherDebtForm({
  book,
  partnerName,
  receipt,
  defaultBuilding,
  onClose,
  onSaved,
}: {
  book: OtherDebtBook;
  partnerName: string;
  receipt?: OtherDebtReceipt;
  defaultBuilding: BuildingCode;
  onClose: () => void;
  onSaved?: (r: OtherDebtReceipt) => void;
}) {
  const [form] = Form.useForm<Values>();
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const day = useVoucherDate();
  const building = (Form.useWatch(at('building'), form) as BuildingCode | undefined) ?? receipt?.building ?? defaultBuilding;
  const endpoint = BOOK_WRITE[book];
  /** The book's row contract (zod-rules), for the one row this form sends. */
  const rules = (name: string) => fieldRules(endpoint.body, at(name));
  const voucher = useVoucherForm({
    form,
    endpoint,
    fields: FIELDS,
    onSuccess: (r) => {
      const saved = r.receipts[0]!;
      notify.success(`Đã lưu phiếu ${saved.receipt_no}: ${formatVnd(saved.amount)}`);
      onSaved?.(saved);
      onClose();
    },
  });
  const initial: RowValues = receipt
    ? {
        building: receipt.building as BuildingCode,
        date: dayjs(receipt.date),
        direction: receipt.direction,
        kind: receipt.kind,
        lender: receipt.lender,
        wallet: receipt.wallet,
        amount: receipt.amount,
        note: receipt.note,
      }
    : {
        building: defaultBuilding,
        date: dayjs(),
        direction: 'in',
        ...(book === 'loan' ? { kind: 'drawdown' as const } : book === 'earning' ? { kind: 'capital' as const } : {}),
        wallet: cashWalletOf(defaultBuilding),
      };
  const title = `${receipt ? `Sửa phiếu ${receipt.receipt_no}` : 'Lập phiếu'} – ${bookTitle(book, partnerName)}`;

  return (
    <Modal open title={title} okText="Lưu" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="other-debt"
        initialValues={{ receipts: [initial] }}
        onFinish={(v) => voucher.submit({ receipts: [rowOf(book, v.receipts[0], receipt)] } as VoucherBody<(typeof BOOK_WRITE)[OtherDebtBook]>)}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Toà nhà" name={at('building')} rules={rules('building')}>
          <ChoiceSelect
            aria-label="Toà nhà"
            options={buildingChoices.filter((b) => (BUILDING_CODES as readonly string[]).includes(b.value))}
            disabled={!!receipt}
          />
        </Form.Item>
        <Form.Item label="Ngày" name={at('date')} rules={day.rules(endpoint.body, at('date'))}>
          <DayPicker aria-label="Ngày" disabledDate={day.disabledDate} />
        </Form.Item>
        {(book === 'gam' || book === 'partner') && (
          <Form.Item label="Thu / chi" name={at('direction')} rules={rules('direction')}>
            <ChoiceSelect aria-label="Thu / chi" options={choices(DIRECTION_LABELS)} />
          </Form.Item>
        )}
        {book === 'loan' && (
          <>
            <Form.Item label="Loại" name={at('kind')} rules={rules('kind')}>
              <ChoiceSelect aria-label="Loại" options={choices(LOAN_KIND_LABELS)} />
            </Form.Item>
            <Form.Item label="Bên cho vay" name={at('lender')} rules={rules('lender')}>
              <Input aria-label="Bên cho vay" maxLength={MAX_LENDER_LENGTH} autoComplete="off" />
            </Form.Item>
          </>
        )}
        {book === 'earning' && (
          <Form.Item label="Loại" name={at('kind')} rules={rules('kind')}>
            <ChoiceSelect aria-label="Loại" options={choices(EARNING_KIND_LABELS)} />
          </Form.Item>
        )}
        <Form.Item label="Số tiền" name={at('amount')} rules={rules('amount')}>
          <MoneyInput aria-label="Số tiền" placeholder="Ví dụ: 5.000.000" />
        </Form.Item>
        <Form.Item label="Ví tiền" name={at('wallet')} rules={walletRules(endpoint.body, building, { path: at('wallet') })}>
          <ChoiceSelect aria-label="Ví tiền" options={walletOptions(catalogue.data?.wallets ?? BUILT_IN_CATALOGUE.wallets, building)} />
        </Form.Item>
        <Form.Item label="Ghi chú" name={at('note')} rules={rules('note')}>
          <Input.TextArea aria-label="Ghi chú" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
