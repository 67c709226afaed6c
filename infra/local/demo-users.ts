import type { Role } from '../../shared/catalog/roles';

/** Demo logins of the local stack only (listed in the README); never created on AWS. */
export const DEMO_PASSWORD = 'Demo@2025';

export const DEMO_USERS: readonly { username: string; name: string; role: Role }[] = [
  { username: 'admin', name: 'Quản trị viên', role: 'admin' },
  { username: 'ketoan', name: 'Nguyễn Thị Kế Toán', role: 'staff' },
  { username: 'baove1', name: 'Trần Văn Bảo', role: 'SECURITY' },
  { username: 'baove2', name: 'Lê Văn Vệ', role: 'SECURITY' },
  { username: 'baove3', name: 'Phạm Minh Tuấn', role: 'SECURITY' },
];
