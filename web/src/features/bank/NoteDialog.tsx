import { Form, Input, Modal } from 'antd';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { LineSummary } from './LineSummary';
import { updateBankTransaction, type BankTransaction } from '../../../../shared/api/bank';

export const NOTE_MAX = 500;

/** "Ghi chú" of a bank line: saved on the version the line was shown with. */
export function NoteDialog({ line, onClose }: { line: BankTransaction; onClose: () => void }) {
  const [form] = Form.useForm<{ note?: string }>();
  const voucher = useVoucherForm({
    form,
    endpoint: updateBankTransaction,
    params: { id: line.id },
    fields: ['note'],
    onSuccess: () => {
      notify.success('Đã lưu ghi chú');
      onClose();
    },
  });
  return (
    <Modal open title="Ghi chú dòng sao kê" okText="Lưu" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="bank-note"
        initialValues={{ note: line.note ?? '' }}
        onFinish={(v) => voucher.submit({ action: 'note', version: line.version, note: (v.note ?? '').trim() })}
      >
        <FormProblem voucher={voucher} />
        <LineSummary line={line} />
        <Form.Item label="Ghi chú" name="note" rules={fieldRules(updateBankTransaction.body, 'note')}>
          <Input.TextArea aria-label="Ghi chú" rows={3} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
