import * as z from 'zod';
import { endpoint } from './endpoint';
import { ROLES } from '../catalog/roles';

export const userSummary = z.object({ user_id: z.string(), name: z.string(), username: z.string() });
export type UserSummary = z.infer<typeof userSummary>;

export const listUsers = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/users',
  summary: 'Danh sách người dùng theo vai trò (ví dụ role=SECURITY: người dẫn phòng)',
  query: z.strictObject({ role: z.enum(ROLES, { error: 'Vai trò không hợp lệ' }) }),
  response: z.array(userSummary),
});
