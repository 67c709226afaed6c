import { Form, Input, Modal } from 'antd';
import { putPartnerSettings } from '../../../../shared/api/other-debts';
import { notify } from '../../api/notify';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';

/** Business rules §1: the partner's display name is a setting an admin changes (on the version read). */
export function PartnerNameForm({ current, onClose }: { current: { name: string; version: number }; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const voucher = useVoucherForm({
    form,
    endpoint: putPartnerSettings,
    fields: ['name'],
    onSuccess: (r) => {
      notify.success(`Đã đổi tên đối tác thành ${r.name}`);
      onClose();
    },
  });
  return (
    <Modal open title="Đổi tên đối tác" okText="Lưu" cancelText="Đóng" confirmLoading={voucher.pending} onOk={() => form.submit()} onCancel={onClose}>
      <Form
        {...voucher.formProps}
        form={form}
        layout="vertical"
        name="partner-name"
        initialValues={{ name: current.name }}
        onFinish={(v) => voucher.submit({ name: v.name.trim(), version: current.version })}
      >
        <FormProblem voucher={voucher} />
        <Form.Item label="Tên đối tác" name="name" rules={fieldRules(putPartnerSettings.body, 'name')}>
          <Input aria-label="Tên đối tác" maxLength={60} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
