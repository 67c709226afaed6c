import { mutationOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

export const LOGIN_FAILED_TITLE = 'Lỗi';
export const LOGIN_FAILED_TEXT = 'Vui lòng kiểm tra lại tên đăng nhập hoặc mật khẩu';

/** Login answers its own failures with the spec's dialog, so the global error display stays out. */
export const authMutations = {
  login: () =>
    mutationOptions({
      mutationKey: ['auth', 'login'],
      meta: { silent: true },
      // The contract (and its schema library) arrives with the first sign-in, not with the login page.
      mutationFn: async ({ username, password }: LoginForm) => {
        const { login } = await import('../../../../shared/api/auth');
        return call(login, { body: { username, password } });
      },
    }),
};
