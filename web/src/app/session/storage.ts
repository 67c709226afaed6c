import type { Role } from '../../../../shared/catalog/roles';

/** What the browser keeps between visits (spec §3), under the spec's own key names. */
export interface StoredSession {
  token: string;
  role: Role;
  username: string;
  name: string;
  user_id: string;
  is_remember_user: boolean;
  /** Epoch milliseconds of the last sign-in or token refresh. */
  last_login: number;
}

type Key = 'token' | 'role' | 'username' | 'name' | 'user_id' | 'is_remember_user' | 'last_login';

/** Accepts epoch milliseconds or any date text, since older builds and tests may write either. */
export function parseLastLogin(raw: string | null): number | undefined {
  if (!raw) return undefined;
  const n = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(n) ? n : undefined;
}

export function readStoredSession(): Partial<StoredSession> {
  // Outside a browser (`npm run screens` reads the screen table in Node) nobody is signed in.
  if (typeof localStorage === 'undefined') return {};
  const get = (k: Key) => localStorage.getItem(k) ?? undefined;
  return {
    token: get('token'),
    role: get('role') as Role | undefined,
    username: get('username'),
    name: get('name'),
    user_id: get('user_id'),
    is_remember_user: get('is_remember_user') === 'true',
    last_login: parseLastLogin(localStorage.getItem('last_login')),
  };
}

export function writeStoredSession(s: StoredSession): void {
  localStorage.setItem('token', s.token);
  localStorage.setItem('role', s.role);
  localStorage.setItem('username', s.username);
  localStorage.setItem('name', s.name);
  localStorage.setItem('user_id', s.user_id);
  localStorage.setItem('is_remember_user', String(s.is_remember_user));
  localStorage.setItem('last_login', String(s.last_login));
}

export function writeToken(token: string, at: number): void {
  localStorage.setItem('token', token);
  localStorage.setItem('last_login', String(at));
}

/** Logout forgets who was signed in; the remember-me choice stays to pre-fill the next login. */
export function clearStoredSession(): void {
  for (const k of ['token', 'role', 'username', 'name', 'user_id'] as const) localStorage.removeItem(k);
}
