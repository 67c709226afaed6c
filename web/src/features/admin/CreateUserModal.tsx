import { Form, Input, Modal } from 'antd';
import { createAdminUser } from '../../../../shared/api/admin/users';
import { ROLES } from '../../../../shared/catalog/roles';
import { notify } from '../../api/notify';
import { ROLE_LABELS } from '../../app/role-labels';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { fieldRules } from '../../components/forms/zod-rules';
import type { NewUser } from './queries';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

export const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export function CreateUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NewUser>();
  // The accounts list (['admin', 'users']) is among the reads the contract says this write affects.
  const voucher = useVoucherForm({
    form,
    endpoint: createAdminUser,
    fields: ['username', 'name', 'role', 'password'],
    onSuccess: (user) => {
      notify.success(`Đã tạo tài khoản ${user.username}`);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title="Thêm tài khoản"
      okText="Tạo tài khoản"
      cancelText="Huỷ"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewUser> {...voucher.formProps} form={form} layout="vertical" initialValues={{ role: 'staff' }} onFinish={(v) => voucher.submit(v)}>
        <Form.Item label="Tên đăng nhập" name="username" rules={fieldRules(createAdminUser.body, 'username')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Họ tên" name="name" rules={fieldRules(createAdminUser.body, 'name')}>
          <Input />
        </Form.Item>
        <Form.Item label="Vai trò" name="role" rules={fieldRules(createAdminUser.body, 'role')}>
          <ChoiceSelect options={roleOptions} />
        </Form.Item>
        <Form.Item
          label="Mật khẩu"
          name="password"
          rules={fieldRules(createAdminUser.body, 'password')}
          extra="Ít nhất 8 ký tự, có chữ hoa, chữ thường, số và ký tự đặc biệt."
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
