import { useSyncExternalStore } from 'react';
import type { Role } from '../../../../shared/catalog/roles';
import { clearStoredSession, readStoredSession, writeStoredSession, writeToken, type StoredSession } from './storage';

export interface Session {
  token?: string;
  role?: Role;
  username?: string;
  name?: string;
  user_id?: string;
}

/**
 * The signed-in user, mirrored from localStorage so React can subscribe to it. Every change goes
 * through here, so storage and screen never disagree.
 */
let current: Session = pick(readStoredSession());
const listeners = new Set<() => void>();

function pick(s: Partial<StoredSession>): Session {
  return { token: s.token, role: s.role, username: s.username, name: s.name, user_id: s.user_id };
}
function emit(next: Session) {
  current = next;
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: Omit<StoredSession, 'last_login'>, now = Date.now()): void {
    writeStoredSession({ ...user, last_login: now });
    emit(pick(user));
  },
  setToken(token: string, now = Date.now()): void {
    writeToken(token, now);
    emit({ ...current, token });
  },
  clear(): void {
    clearStoredSession();
    emit({});
  },
  /** Re-reads storage (after a test or another tab changed it). */
  reload(): void {
    emit(pick(readStoredSession()));
  },
};

export const useSession = (): Session => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** Name to greet the user with: the name, or the username when there is none. */
export const displayName = (s: Session): string => s.name?.trim() || s.username || '';
