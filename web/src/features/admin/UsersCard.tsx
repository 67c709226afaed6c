import { KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Tag } from 'antd';
import { useState } from 'react';
import { setAdminUserRole, type AdminUser } from '../../../../shared/api/admin/users';
import type { Role } from '../../../../shared/catalog/roles';
import { notify } from '../../api/notify';
import { ROLE_LABELS } from '../../app/role-labels';
import { useSession } from '../../app/session/session-store';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataColumn } from '../../components/data-table/columns';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { formatDateTime } from '../../lib/format';
import { CreateUserModal, roleOptions } from './CreateUserModal';
import { userStatus } from './admin-words';
import { adminQueries } from './queries';
import { ResetPasswordModal } from './ResetPasswordModal';

const TITLE = 'Tài khoản người dùng';

/** Who may log in and as what: create accounts, change roles, reset passwords (Cognito). */
export function UsersCard() {
  const me = useSession().username;
  const { data, isFetching } = useQuery(adminQueries.users());
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);
  // The accounts list (['admin', 'users']) is among the reads the contract says this write affects.
  const setRole = useVoucherAction({
    endpoint: setAdminUserRole,
    onSuccess: (user) => notify.success(`Đã đổi vai trò của ${user.username} thành ${user.role ? ROLE_LABELS[user.role] : '—'}`),
  });

  const columns: DataColumn<AdminUser>[] = [
    { key: 'username', title: 'Tên đăng nhập', dataIndex: 'username' },
    { key: 'name', title: 'Họ tên', dataIndex: 'name' },
    {
      key: 'role',
      title: 'Vai trò',
      value: (u) => (u.role ? ROLE_LABELS[u.role] : ''),
      render: (_: unknown, u) => (
        <Select<Role>
          aria-label={`Vai trò của ${u.username}`}
          size="small"
          value={u.role ?? undefined}
          placeholder="Chưa có"
          options={roleOptions}
          disabled={u.username === me || setRole.pending}
          onChange={(role) => setRole.run({ params: { username: u.username }, body: { role } })}
          style={{ width: 150 }}
        />
      ),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (u) => userStatus(u).text,
      render: (_: unknown, u) => <Tag color={userStatus(u).color}>{userStatus(u).text}</Tag>,
    },
    { key: 'created_at', title: 'Ngày tạo', dataIndex: 'created_at', exportAs: 'datetime', render: (v?: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: '',
      noExport: true,
      render: (_: unknown, u) => (
        <Button size="small" icon={<KeyOutlined />} onClick={() => setResetting(u.username)}>
          Đặt lại mật khẩu
        </Button>
      ),
    },
  ];

  return (
    <Card title={TITLE} size="small">
      <DataTable
        title={TITLE}
        fileName="tai-khoan-nguoi-dung"
        serverExport={{ report: 'listAdminUsers', params: {} }}
        columns={columns}
        rows={data ?? []}
        rowKey="username"
        loading={isFetching}
        pageSizes={['all', '20', '50', '100']}
        toolbar={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
            Thêm tài khoản
          </Button>
        }
      />
      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordModal username={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
