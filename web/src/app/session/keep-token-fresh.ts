import { jwtExpiry } from './jwt-expiry';
import { refreshAccessToken } from './session-actions';
import { sessionStore } from './session-store';

/** Refresh this long before the access token expires, so an active user is never cut off mid-work. */
const MARGIN_MS = 2 * 60_000;

/**
 * While the tab is open, swaps the access token for a fresh one shortly before it expires. A laptop
 * that slept past the timer catches up when the tab becomes visible again. A failed refresh is only
 * logged: the next call then meets the 401 and the session-expired notice.
 */
export function keepTokenFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | undefined;

  const dueIn = (token: string) => {
    const exp = jwtExpiry(token);
    return exp === undefined ? undefined : exp * 1000 - MARGIN_MS - Date.now();
  };
  const schedule = () => {
    const { token } = sessionStore.get();
    if (token === scheduledFor) return;
    clearTimeout(timer);
    scheduledFor = token;
    if (!token) return;
    const wait = dueIn(token);
    if (wait === undefined) return;
    // setTimeout overflows past ~24.8 days; tokens live far shorter.
    timer = setTimeout(() => void refreshAccessToken(), Math.max(1_000, Math.min(wait, 2 ** 31 - 1)));
  };
  const onVisible = () => {
    const { token } = sessionStore.get();
    if (document.visibilityState !== 'visible' || !token) return;
    const wait = dueIn(token);
    if (wait !== undefined && wait <= 0) void refreshAccessToken();
  };

  const unsubscribe = sessionStore.subscribe(schedule);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(timer);
  };
}
