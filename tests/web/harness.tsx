import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { Role } from '../../shared/catalog/roles';
import { queryClient } from '../../web/src/api/query-client';
import { NotifyBridge } from '../../web/src/app/NotifyBridge';
import { sessionStore } from '../../web/src/app/session/session-store';

/**
 * THE way the web tests fake the server: the app's real HTTP client, query client and error display,
 * with `fetch` stubbed to answer like our API (`stubApi`). No module of the app is replaced.
 */
// Whole screens lay out slowly in jsdom, more so on a busy machine: wait up to 10 s for them, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request headers as the client set them (`Idempotency-Key`, `Authorization`). */
  headers: Record<string, string>;
}
export type Answer = { status?: number; body: unknown };
export type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * A 4xx as the server writes it (functions/platform/errors.ts): `{ message, code, field?, errors? }`; a 400
 * names the field of its first error, as BadRequest does.
 */
export function refusal(
  status: number,
  message: string,
  details: { code?: string; field?: string; errors?: { path: string; message: string }[] } = {},
): Answer {
  const code = details.code ?? (status === 400 ? 'invalid' : status === 404 ? 'not_found' : 'conflict');
  const field = details.field ?? details.errors?.[0]?.path.replace(/^(body|query|params)\./, '').split('.')[0];
  return { status, body: { message, code, ...(field ? { field } : {}), ...(details.errors ? { errors: details.errors } : {}) } };
}

/** Answers `METHOD /api/path` with its handler; anything else is a 404 like the server's. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler(call) : refusal(404, `Không có ${method} ${url.pathname}`);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, fetchMock, callsTo, queryOf: (c: ApiCall) => Object.fromEntries(c.query) };
}

export function signIn(role: Role = 'staff') {
  sessionStore.signIn({ token: 'test-token', role, username: 'ketoan', name: 'Nguyễn Thị Kế Toán', user_id: 'u-ketoan', is_remember_user: false });
}

/** Renders a component as the app does: antd in Vietnamese, notify wired, a router at `url`. */
export function renderInApp(element: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const view = render(
    <ConfigProvider locale={viVN}>
      <AntApp>
        <NotifyBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>,
  );
  return { ...view, router };
}

/** A screen with the app's own query client, so failures reach the one error display. */
export const renderScreen = (element: ReactElement, url = '/') => renderInApp(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>, url);

/** Between tests: no cached answers, no session, the real fetch back. */
export function resetScreenState() {
  queryClient.clear();
  sessionStore.clear();
  vi.unstubAllGlobals();
}

/** jsdom writes inline colours as rgb(); compare our hex palette in the same form. */
export const rgb = (hex: string): string => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
