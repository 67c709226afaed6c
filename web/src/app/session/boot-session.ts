import { notify } from '../../api/notify';
import { readStoredSession } from './storage';
import { sessionStore } from './session-store';
import { refreshAccessToken, reloadAppData, SESSION_EXPIRED_TEXT } from './session-actions';

/** Spec §9: with remember-me, a session older than this is refreshed at start. */
export const REFRESH_AFTER_MS = 2 * 24 * 3600 * 1000;

let ready: Promise<void> | undefined;

/**
 * Decides at page load what the stored session is worth (spec §4):
 * no remember-me → logged out; remember-me and ≥ 2 days → refresh (failure: the notice, logged out);
 * otherwise → keep it and just load data. Route guards wait for `sessionReady()`.
 */
function bootSession(now = Date.now()): Promise<void> {
  const stored = readStoredSession();
  if (!stored.token) return Promise.resolve();
  if (!stored.is_remember_user) {
    sessionStore.clear();
    return Promise.resolve();
  }
  if (stored.last_login === undefined || now - stored.last_login >= REFRESH_AFTER_MS) {
    return refreshAccessToken().then((ok) => {
      if (ok) {
        void reloadAppData();
        return;
      }
      sessionStore.clear();
      notify.info('Thông báo', SESSION_EXPIRED_TEXT);
    });
  }
  return Promise.resolve();
}

/** The start-up decision, taken once per page load by whoever asks first (the router's guards). */
export const sessionReady = (): Promise<void> => (ready ??= bootSession());
