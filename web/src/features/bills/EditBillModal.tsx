import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { BILL_LINE_NAMES, EDITABLE_BILL_LINE_KINDS, updatePayment, type Bill } from '../../../../shared/api/bills';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { MoneyInput } from '../../components/forms/MoneyInput';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import { formatVnd } from '../../lib/format';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

interface Values {
  lines: { kind: (typeof EDITABLE_BILL_LINE_KINDS)[number]; label: string; amount: number; quantity: number | null; unit_price: number | null }[];
  reason?: string;
}

/** The contract's rules of an input (zod-rules). */
const rules = (path: Parameters<typeof fieldRules>[1]) => fieldRules(updatePayment.body, path);

const KIND_OPTIONS = EDITABLE_BILL_LINE_KINDS.map((k) => ({ value: k, label: BILL_LINE_NAMES[k] }));

/**
 * One room's bill changed before it is paid (update-payment): its items and amounts, and a reason for
 * the log. The server reverses the bill's entry and posts a new one; the version the bill was read
 * with goes along, so a change made meanwhile at another desk is refused rather than overwritten.
 */
export function EditBillModal({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const lines = Form.useWatch('lines', form);
  const voucher = useVoucherForm({
    form,
    endpoint: updatePayment,
    fields: ['lines.*.kind', 'lines.*.label', 'lines.*.amount', 'lines', 'reason'],
    onSuccess: (b: Bill) => {
      notify.success(`Đã sửa hoá đơn ${b.bill_no}: ${formatVnd(b.total)}`);
      onClose();
    },
  });
  // A repair the tenant caused is kept as it is (its request names this bill): shown, not edited.
  const kept = bill.lines.filter((l) => l.kind === 'repair');
  const total = (lines ?? []).reduce((s, l) => s + (Number(l?.amount) || 0), 0) + kept.reduce((s, l) => s + l.amount, 0);
  const submit = (v: Values) =>
    voucher.submit({
      building: bill.building,
      month: bill.month,
      room_id: bill.room_id,
      version: bill.version,
      reason: v.reason?.trim() ?? '',
      lines: v.lines.map((l) => ({ kind: l.kind, label: l.label.trim(), amount: l.amount, quantity: l.quantity ?? null, unit_price: l.unit_price ?? null })),
    });

  return (
    <Modal
      open
      width={640}
      title={`Sửa hoá đơn ${bill.bill_no}`}
      okText="Lưu"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="edit-bill"
        initialValues={{ lines: bill.lines.filter((l) => l.kind !== 'repair') }}
        onFinish={submit}
      >
        <FormProblem voucher={voucher} />
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'kind']} rules={rules(['lines', f.name, 'kind'])}>
                    <ChoiceSelect aria-label={`Loại khoản ${i + 1}`} options={KIND_OPTIONS} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'label']} rules={rules(['lines', f.name, 'label'])}>
                    <Input aria-label={`Nội dung ${i + 1}`} maxLength={100} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'amount']} rules={rules(['lines', f.name, 'amount'])}>
                    <MoneyInput aria-label={`Số tiền ${i + 1}`} style={{ width: 160 }} />
                  </Form.Item>
                  <Button aria-label={`Xoá khoản ${i + 1}`} icon={<DeleteOutlined />} onClick={() => remove(f.name)} disabled={fields.length <= 1} />
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'other', label: '', amount: 0, quantity: null, unit_price: null })}
                style={{ marginBottom: 12 }}
              >
                Thêm khoản
              </Button>
            </>
          )}
        </Form.List>
        {kept.map((l) => (
          <Typography.Paragraph key={l.repair_ref ?? l.label} type="secondary">
            {l.label}: {formatVnd(l.amount)} (giữ nguyên)
          </Typography.Paragraph>
        ))}
        <Typography.Paragraph>
          Tổng hoá đơn: <b>{formatVnd(total)}</b> (trước: {formatVnd(bill.total)})
        </Typography.Paragraph>
        <Form.Item label="Lý do sửa" name="reason" rules={rules('reason')}>
          <Input.TextArea aria-label="Lý do sửa" rows={2} maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
