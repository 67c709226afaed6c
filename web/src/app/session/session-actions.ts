import { call, onSessionExpired, request } from '../../api/client';
import { notify } from '../../api/notify';
import { queryClient } from '../../api/query-client';
import { APP_DATA } from '../../api/query-keys';
import { navigation } from '../navigation';
import { sessionStore } from './session-store';

export const SESSION_EXPIRED_TEXT = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.';

/** Spec §4: logout clears token and role and goes to /login; the server forgets the refresh cookie. */
export function logout(): void {
  void request('POST', '/api/auth/logout', { body: {} }).catch((e: unknown) => console.warn('Logout call failed', e));
  sessionStore.clear();
  queryClient.clear();
  navigation.go('/login');
}

let expiredNoticeOpen = false;

/** Spec §8: any 401 on an authenticated call → 'Thông báo', then logout. Many calls fail at once; one dialog. */
export function sessionExpired(): void {
  if (expiredNoticeOpen) return;
  expiredNoticeOpen = true;
  notify.info('Thông báo', SESSION_EXPIRED_TEXT, () => {
    expiredNoticeOpen = false;
    logout();
  });
}
// The client reports a 401 here; it does not import this module (no cycle between them).
onSessionExpired(sessionExpired);

/** Swaps the access token for a fresh one via the HttpOnly refresh cookie. */
export async function refreshAccessToken(): Promise<boolean> {
  const token = sessionStore.get().token;
  if (!token) return false;
  try {
    // The contract (and its schema library) loads when a refresh is due, not with the first page.
    const { refreshToken } = await import('../../../../shared/api/auth');
    const answer = await call(refreshToken, { body: { token } });
    sessionStore.setToken(answer.token);
    return true;
  } catch (error) {
    console.warn('Token refresh failed', error);
    return false;
  }
}

/** After a refresh at start the application data is loaded again with the new token. */
export const reloadAppData = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] === APP_DATA });
