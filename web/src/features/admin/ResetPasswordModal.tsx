import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { notify } from '../../api/notify';
import { passwordRule } from './password-rule';
import { adminMutations } from './queries';

export function ResetPasswordModal({ username, onClose }: { username: string | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const mutation = useMutation({
    ...adminMutations.setPassword(),
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
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ password }) => username && mutation.mutate({ username, password })}>
        <Form.Item label="Mật khẩu mới" name="password" rules={[passwordRule]} extra="Người dùng đăng nhập ngay bằng mật khẩu này.">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
