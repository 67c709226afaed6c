import { listAdminUsers } from '../../api/admin/users';
import type { Role } from '../../catalog/roles';
import { defineReport } from '../report';

const ROLE_TEXT: Record<Role, string> = { admin: 'Quản trị viên', staff: 'Nhân viên', SECURITY: 'Bảo vệ' };

/** The admin area's user accounts: only admin may read them, so only admin may export them. */
export const adminUsersReport = defineReport({
  endpoint: listAdminUsers,
  title: 'Tài khoản người dùng',
  fileName: () => 'tai-khoan-nguoi-dung',
  rows: (users) => users,
  columns: [
    { key: 'username', title: 'Tên đăng nhập', field: 'username' },
    { key: 'name', title: 'Họ tên', field: 'name' },
    { key: 'role', title: 'Vai trò', value: (u) => (u.role ? ROLE_TEXT[u.role] : '') },
    { key: 'status', title: 'Trạng thái', value: (u) => (u.enabled ? u.status : 'DISABLED') },
    { key: 'created_at', title: 'Ngày tạo', field: 'created_at', kind: 'datetime' },
  ],
});
