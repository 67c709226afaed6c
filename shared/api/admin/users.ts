import * as z from 'zod';
import { endpoint } from '../endpoint';
import { messageResponse } from '../common';
import { ROLES } from '../../catalog/roles';

/** Cognito usernames we accept: short, lower-case friendly, no spaces (they are typed at every login). */
const username = z
  .string({ error: 'Vui lòng nhập tên đăng nhập' })
  .trim()
  .regex(/^[a-zA-Z0-9._-]{3,32}$/, 'Tên đăng nhập gồm 3–32 ký tự: chữ không dấu, số, dấu chấm, gạch dưới hoặc gạch ngang');

/** Cognito's default policy, said up front so the form can explain it instead of Cognito refusing. */
export const password = z
  .string({ error: 'Vui lòng nhập mật khẩu' })
  .min(8, 'Mật khẩu phải có ít nhất 8 ký tự')
  .max(128, 'Mật khẩu quá dài')
  .regex(/[a-z]/, 'Mật khẩu phải có chữ thường')
  .regex(/[A-Z]/, 'Mật khẩu phải có chữ hoa')
  .regex(/\d/, 'Mật khẩu phải có chữ số')
  .regex(/[^a-zA-Z0-9]/, 'Mật khẩu phải có ký tự đặc biệt');

const role = z.enum(ROLES, { error: 'Vai trò không hợp lệ' });

export const adminUser = z.object({
  username: z.string(),
  user_id: z.string(),
  name: z.string(),
  /** Strongest of the user's groups; null for a user in none of ours (cannot log in). */
  role: role.nullable(),
  enabled: z.boolean(),
  status: z.string(),
  created_at: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUser>;

const usernameParams = z.strictObject({ username });

export const listAdminUsers = endpoint({
  method: 'GET',
  access: 'admin',
  path: '/api/admin/users',
  summary: 'Danh sách tài khoản người dùng kèm vai trò (chỉ quản trị)',
  response: z.array(adminUser),
});

export const createAdminUser = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'users', 'logs'],
  path: '/api/admin/users',
  summary: 'Tạo tài khoản: tên đăng nhập, họ tên, vai trò, mật khẩu (chỉ quản trị)',
  body: z.strictObject({
    username,
    name: z.string({ error: 'Vui lòng nhập họ tên' }).trim().min(1, 'Vui lòng nhập họ tên').max(100, 'Họ tên quá dài'),
    role,
    password,
  }),
  response: adminUser,
  status: 201,
});

export const setAdminUserRole = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'users', 'logs'],
  path: '/api/admin/users/{username}/role',
  summary: 'Đổi vai trò của một tài khoản (chỉ quản trị)',
  params: usernameParams,
  body: z.strictObject({ role }),
  response: adminUser,
});

export const setAdminUserPassword = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'logs'],
  path: '/api/admin/users/{username}/password',
  summary: 'Đặt lại mật khẩu của một tài khoản (chỉ quản trị)',
  params: usernameParams,
  body: z.strictObject({ password }),
  response: messageResponse,
});
