import type { Role } from '../../../shared/catalog/roles';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Quản trị viên',
  staff: 'Nhân viên',
  SECURITY: 'Bảo vệ',
};
