export interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

export const LOGIN_FAILED_TITLE = 'Lỗi';
export const LOGIN_FAILED_TEXT = 'Vui lòng kiểm tra lại tên đăng nhập hoặc mật khẩu';

/** The login operation: its contract (and its schema library) arrives with the first sign-in, not with the login page. */
export const loginEndpoint = () => import('../../../../shared/api/auth').then((m) => m.login);
