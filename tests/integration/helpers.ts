import { inject } from 'vitest';

// Repositories used directly by a test read the same configuration the gateway's handlers do.
Object.assign(process.env, inject('stackEnv'));

export const apiUrl = inject('apiUrl');
export const PASSWORD = 'Demo@2025';

export interface Call {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers freely
  headers: Headers;
}

export async function call(method: string, path: string, o: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Call> {
  const res = await fetch(apiUrl + path, {
    method,
    headers: {
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body, headers: res.headers };
}

const tokens = new Map<string, string>();
/** Logs a demo user in once per test file. */
export async function tokenOf(username: string): Promise<string> {
  let t = tokens.get(username);
  if (!t) {
    const r = await call('POST', '/api/auth/login', { body: { username, password: PASSWORD } });
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
    tokens.set(username, (t = r.body.token as string));
  }
  return t;
}

export const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** Every line of a general-journal query (GET /api/journal pages with a cursor), as one array. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
export async function journalLines(query: string, token: string): Promise<any[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const out: any[] = [];
  let cursor: string | undefined;
  do {
    const r = await call('GET', `/api/journal?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    if (r.status !== 200) throw new Error(`journal ${query}: ${r.status} ${JSON.stringify(r.body)}`);
    out.push(...r.body.items);
    cursor = r.body.cursor;
  } while (cursor);
  return out;
}

/** Every row of a paged list (`{ items, cursor? }`, issue 23 §13), as one array: `path` may carry its own query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
export async function everyRow(path: string, token: string): Promise<any[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const out: any[] = [];
  let cursor: string | undefined;
  do {
    const r = await call('GET', `${path}${cursor ? `${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    out.push(...r.body.items);
    cursor = r.body.cursor;
  } while (cursor);
  return out;
}
