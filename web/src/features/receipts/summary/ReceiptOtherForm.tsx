import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Endpoint } from '../../../../../shared/api/endpoint';
import { createReceiptOther, searchReceiptOthers, updateReceiptOther, type ReceiptOther } from '../../../../../shared/api/receipts/others';
import type { BuildingCode } from '../../../../../shared/catalog/buildings';
import { RECEIPT_OTHER_ACCOUNTS, type ReceiptOtherAccount } from '../../../../../shared/catalog/receipt-other-accounts';
import { ROOM_STATUS } from '../../../../../shared/catalog/room-status';
import { call } from '../../../api/client';
import { notify } from '../../../api/notify';
import { roomChoices, walletOptions, walletRules } from '../../../components/forms/choices';
import { FormProblem } from '../../../components/forms/FormProblem';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { useVoucherDate } from '../../../components/forms/use-voucher-date';
import { useVoucherForm, type VoucherBody } from '../../../components/forms/use-voucher-form';
import { NotesField } from '../../../components/forms/VoucherFooter';
import { fieldRules } from '../../../components/forms/zod-rules';
import { formatVnd, ISO_DATE } from '../../../lib/format';
import { ledgerQueries } from '../../ledger/queries';
import { roomQueries } from '../../rooms/queries';
import { receiptSummaryQueries } from './queries';
import { DayPicker } from '../../../components/forms/DayPicker';
import { ChoiceSelect } from '../../../components/forms/ChoiceSelect';

// `version` is not a field: a stale edit's refusal shows above the form.
const FIELDS = ['date', 'wallet', 'amount', 'account', 'payer', 'room_id', 'note'] as const;
const ALL_STATUSES = Object.values(ROOM_STATUS);
const ACCOUNT_CHOICES = RECEIPT_OTHER_ACCOUNTS.map((a) => ({ value: a.account, label: `${a.account} – ${a.label}` }));

interface Values {
  date?: Dayjs;
  wallet?: number;
  amount?: number;
  account?: ReceiptOtherAccount;
  payer?: string;
  room_id?: string;
  note?: string;
}

/** What staff entered, as the contracts take it (without the building or version). */
const fieldsOf = (v: Values) => ({
  date: v.date!.format(ISO_DATE),
  wallet: v.wallet!,
  amount: v.amount!,
  account: v.account!,
  payer: v.payer!.trim(),
  ...(v.room_id ? { room_id: v.room_id } : {}),
  ...(v.note?.trim() ? { note: v.note.trim() } : {}),
});

/** The dialog's form, for a new receipt or an edit: the write and its body come from the caller. */
function ReceiptOtherDialog<E extends Endpoint>({
  title,
  building,
  endpoint,
  params,
  initial,
  bodyOf,
  onClose,
}: {
  title: string;
  building: BuildingCode;
  endpoint: E;
  params?: Record<string, string>;
  initial: Values;
  bodyOf: (v: Values) => VoucherBody<E>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const rooms = useQuery(roomQueries.list(building));
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const day = useVoucherDate();
  const voucher = useVoucherForm({
    form,
    endpoint,
    params,
    fields: FIELDS,
    onSuccess: (r) => {
      const saved = r as ReceiptOther;
      notify.success(`Đã lưu phiếu thu khác ${saved.receipt_no}: ${formatVnd(saved.amount)}`);
      onClose();
    },
  });
  return (
    <Modal open title={title} okText="Lưu" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="receipt-other"
        initialValues={initial}
        onFinish={(v) => voucher.submit(bodyOf(v))}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Ngày thu" name="date" rules={day.rules(endpoint.body)}>
          <DayPicker aria-label="Ngày thu" disabledDate={day.disabledDate} />
        </Form.Item>
        <Form.Item label="Loại thu" name="account" rules={fieldRules(endpoint.body, 'account')}>
          <ChoiceSelect aria-label="Loại thu" options={ACCOUNT_CHOICES} />
        </Form.Item>
        <Form.Item label="Người nộp tiền" name="payer" rules={fieldRules(endpoint.body, 'payer')}>
          <Input aria-label="Người nộp tiền" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Số tiền" name="amount" rules={fieldRules(endpoint.body, 'amount')}>
          <MoneyInput aria-label="Số tiền" placeholder="Ví dụ: 200.000" />
        </Form.Item>
        <Form.Item label="Ví nhận tiền" name="wallet" rules={walletRules(endpoint.body, building)}>
          <ChoiceSelect aria-label="Ví nhận tiền" options={walletOptions(catalogue.data?.wallets ?? [], building)} />
        </Form.Item>
        <Form.Item label="Phòng (nếu có)" name="room_id">
          <ChoiceSelect
            aria-label="Phòng"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Không gắn với phòng"
            options={roomChoices(rooms.data, ALL_STATUSES)}
            loading={rooms.isFetching}
          />
        </Form.Item>
        <NotesField schema={endpoint.body} name="note" ariaLabel="Ghi chú phiếu thu khác" inModal />
      </Form>
    </Modal>
  );
}

/** "Lập phiếu thu khác": money that is not rent (scrap, fines, parking, services), Cr 7111 or 7112. */
export function NewReceiptOtherForm({ building, cashWallet, onClose }: { building: BuildingCode; cashWallet?: number; onClose: () => void }) {
  return (
    <ReceiptOtherDialog
      title={`Lập phiếu thu khác – toà ${building}`}
      building={building}
      endpoint={createReceiptOther}
      initial={{ date: dayjs(), account: '7111', ...(cashWallet ? { wallet: cashWallet } : {}) }}
      bodyOf={(v) => ({ building, ...fieldsOf(v) })}
      onClose={onClose}
    />
  );
}

/**
 * "Sửa phiếu thu khác": the server reverses the old entry and posts the new one; the receipt is read
 * afresh (its day's other receipts) so the edit carries the version it was shown with.
 */
export function EditReceiptOtherForm({ building, id, date, onClose }: { building: BuildingCode; id: string; date: string; onClose: () => void }) {
  const found = useQuery({
    queryKey: [...receiptSummaryQueries.all(), 'receipt-other', building, date] as const,
    queryFn: ({ signal }) => call(searchReceiptOthers, { query: { building, from: date, to: date }, signal }),
  });
  const r = found.data?.find((x) => x.id === id);
  if (!r)
    return (
      <Modal open title="Sửa phiếu thu khác" footer={null} onCancel={onClose}>
        {found.isPending ? <Skeleton active /> : 'Không tìm thấy phiếu thu khác này, vui lòng tải lại'}
      </Modal>
    );
  return (
    <ReceiptOtherDialog
      title={`Sửa phiếu thu khác ${r.receipt_no}`}
      building={building}
      endpoint={updateReceiptOther}
      params={{ id }}
      initial={{ date: dayjs(r.date), wallet: r.wallet, amount: r.amount, account: r.account, payer: r.payer, room_id: r.room_id, note: r.note }}
      bodyOf={(v) => ({ version: r.version, ...fieldsOf(v) })}
      onClose={onClose}
    />
  );
}
