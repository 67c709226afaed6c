import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { updateReceiptRoom, type Receipt } from '../../../../shared/api/receipts';
import { notify } from '../../api/notify';
import { walletOptions, walletRules } from '../../components/forms/choices';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField } from '../../components/forms/VoucherFooter';
import { fieldRules } from '../../components/forms/zod-rules';
import { ISO_DATE } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { ledgerQueries } from '../ledger/queries';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

interface EditValues {
  date: Dayjs;
  wallet: number;
  amount: number;
  note?: string;
}

/**
 * Corrects a receipt's day, wallet, amount or note (the room stays): the server reverses the old entry
 * and posts the new one on the version shown here, so an edit made meanwhile by someone else is a 409.
 */
export function EditReceiptModal({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const voucherDate = useVoucherDate();
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const amount = Form.useWatch('amount', form);
  const voucher = useVoucherForm({
    form,
    endpoint: updateReceiptRoom,
    params: { id: receipt.id },
    fields: ['date', 'wallet', 'amount', 'note'],
    onSuccess: (r) => {
      notify.success(`Đã sửa phiếu thu ${r.receipt_no}`);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`Sửa phiếu thu ${receipt.receipt_no} – phòng ${receipt.room_id}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditValues>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="edit-receipt"
        initialValues={{ date: dayjs(receipt.date), wallet: receipt.wallet, amount: receipt.amount, note: receipt.note }}
        onFinish={(v) => {
          const note = v.note?.trim();
          voucher.submit({ version: receipt.version, date: v.date.format(ISO_DATE), wallet: v.wallet, amount: v.amount, ...(note ? { note } : {}) });
        }}
      >
        <FormProblem voucher={voucher} />
        <Typography.Paragraph type="secondary">Bút toán cũ được đảo và ghi bút toán mới; các tháng được trả tính lại từ tháng cũ nhất.</Typography.Paragraph>
        <Form.Item label="Ngày thu" name="date" rules={voucherDate.rules(updateReceiptRoom.body)}>
          <DayPicker aria-label="Ngày thu (sửa)" disabledDate={voucherDate.disabledDate} allowClear />
        </Form.Item>
        <Form.Item label="Ví nhận tiền" name="wallet" rules={walletRules(updateReceiptRoom.body, receipt.building)}>
          <ChoiceSelect aria-label="Ví nhận tiền (sửa)" options={walletOptions(catalogue.data?.wallets ?? [], receipt.building)} />
        </Form.Item>
        <Form.Item
          label="Số tiền thu"
          name="amount"
          rules={fieldRules(updateReceiptRoom.body, 'amount')}
          extra={typeof amount === 'number' && amount > 0 ? moneyInWords(amount) : undefined}
        >
          <MoneyInput aria-label="Số tiền thu (sửa)" />
        </Form.Item>
        <NotesField schema={updateReceiptRoom.body} name="note" inModal />
      </Form>
    </Modal>
  );
}
