import * as z from 'zod';
import { endpoint } from './endpoint';
import { ROLES } from '../catalog/roles';
import { messageResponse } from './common';

const required = (label: string) =>
  z
    .string({ error: `Vui lòng nhập ${label}` })
    .trim()
    .min(1, `Vui lòng nhập ${label}`);

export const sessionUser = z.object({
  role: z.enum(ROLES),
  username: z.string(),
  user_id: z.string(),
  name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const login = endpoint({
  method: 'POST',
  access: 'public',
  path: '/api/auth/login',
  summary: 'Đăng nhập bằng tên đăng nhập và mật khẩu (Cognito USER_PASSWORD_AUTH)',
  // Cognito's own limits: anything longer is refused here, never sent on.
  body: z.strictObject({
    username: required('tên đăng nhập').max(128, 'Tên đăng nhập tối đa 128 ký tự'),
    password: required('mật khẩu').max(256, 'Mật khẩu tối đa 256 ký tự'),
  }),
  response: sessionUser.extend({ token: z.string() }),
});

export const refreshToken = endpoint({
  method: 'POST',
  access: 'public',
  path: '/api/auth/refresh-token',
  summary: 'Làm mới access token bằng refresh token trong cookie HttpOnly',
  body: z.strictObject({ token: z.string().min(1).max(8192, 'Token không hợp lệ') }),
  response: z.object({ token: z.string() }),
});

export const logout = endpoint({
  method: 'POST',
  access: 'public',
  path: '/api/auth/logout',
  summary: 'Xoá cookie refresh token',
  body: z.strictObject({}).optional(),
  response: messageResponse,
});
