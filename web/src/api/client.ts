import type { z } from 'zod';
import type { Endpoint, Method } from '../../../shared/api/endpoint';
import { sessionStore } from '../app/session/session-store';
import { withQuery, type QueryValue } from '../lib/query-string';
import { ApiError, type ApiErrorCode, type ApiFieldError } from './api-error';

type In<T> = T extends z.ZodType ? z.input<T> : undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers, e.g. `Idempotency-Key` on a create. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls that carry no bearer token and whose 401 is an answer, not an expired session. */
const isAuthCall = (path: string) => path.startsWith('/api/auth/');

/**
 * What a 401 on an authenticated call does. The session's rules set it (app/session/session-actions.ts,
 * loaded with the app's first module): the client, which they use to log out, does not import them.
 */
let sessionExpired: () => void = () => {};
export const onSessionExpired = (handler: () => void): void => {
  sessionExpired = handler;
};

/**
 * THE HTTP client. Adds the bearer token, sends JSON, turns a non-2xx answer into an ApiError with the
 * server's message, and handles an expired session in one place (spec §8): any 401 on an
 * authenticated call shows the notice and logs out.
 */
export async function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = sessionStore.get().token;
  if (!isAuthCall(path)) {
    // Signed out (a screen still on its way out after logout): nothing to ask, and nothing to show.
    if (!token) throw new ApiError(401, 'Chưa đăng nhập', { code: 'unauthorized', handled: true });
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (response.ok) return data as T;

  const body = (data ?? {}) as { message?: unknown; code?: unknown; field?: unknown; errors?: unknown };
  const messageText = typeof body.message === 'string' ? body.message : `Lỗi máy chủ (${response.status})`;
  if (response.status === 401 && !isAuthCall(path)) {
    sessionExpired();
    throw new ApiError(401, messageText, { code: 'unauthorized', handled: true });
  }
  throw new ApiError(response.status, messageText, {
    code: typeof body.code === 'string' ? (body.code as ApiErrorCode) : undefined,
    field: typeof body.field === 'string' ? body.field : undefined,
    errors: Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : undefined,
  });
}

/** An operation that takes a body must be given one: a forgotten body is a type error, not a 400 at run time. */
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined };

export type CallInput<E extends Endpoint> = BodyInput<E> & {
  query?: In<E['query']>;
  params?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * For an idempotent write: the key of the user's submission, kept by the caller while the same
   * submission is retried (so it posts once) and replaced for the next one. Without it each call is
   * a submission of its own.
   */
  idempotencyKey?: string;
};

/** A fresh Idempotency-Key: one per submission of a write. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * Calls one operation of the shared contract and checks the answer against its response schema, so a
 * page works with exactly the types the server promised. An idempotent write (`endpoint.idempotent`)
 * always carries an `Idempotency-Key`: the caller's, or a new one.
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {} as CallInput<E>): Promise<z.infer<E['response']>> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = input.params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const raw = await request(endpoint.method, path, {
    query: input.query as Record<string, QueryValue> | undefined,
    body: input.body,
    headers: endpoint.idempotent ? { 'Idempotency-Key': input.idempotencyKey ?? newIdempotencyKey() } : undefined,
    signal: input.signal,
  });
  const parsed = endpoint.response.safeParse(raw);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${endpoint.method} ${endpoint.path}`, parsed.error);
    throw new ApiError(502, 'Dữ liệu máy chủ trả về không đúng định dạng', { code: 'server' });
  }
  return parsed.data as z.infer<E['response']>;
}
