import { Form, Input, Modal } from 'antd';
import { setAdminUserPassword } from '../../../../shared/api/admin/users';
import { notify } from '../../api/notify';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';

export function ResetPasswordModal({ username, onClose }: { username: string | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const voucher = useVoucherForm({
    form,
    endpoint: setAdminUserPassword,
    params: username ? { username } : undefined,
    fields: ['password'],
    onSuccess: (answer) => {
      notify.success(answer.message);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={username !== null}
      title={`Đặt lại mật khẩu: ${username ?? ''}`}
      okText="Đặt lại"
      cancelText="Huỷ"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form {...voucher.formProps} form={form} layout="vertical" onFinish={({ password }) => username && voucher.submit({ password })}>
        <Form.Item
          label="Mật khẩu mới"
          name="password"
          rules={fieldRules(setAdminUserPassword.body, 'password')}
          extra="Người dùng đăng nhập ngay bằng mật khẩu này."
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
