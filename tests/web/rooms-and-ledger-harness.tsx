import { QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Role } from '../../shared/catalog/roles';
import { queryClient } from '../../web/src/api/query-client';
import { sessionStore } from '../../web/src/app/session/session-store';
import { renderInApp } from './render';

/**
 * Shared by the rooms-* and ledger-* screen tests: the app's own query client (so failures reach the
 * one error display), a signed-in user, and a fetch that answers like our API.
 */
// Whole screens lay out slowly in jsdom, more so on a busy machine: wait up to 10 s for them, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Answer = { status?: number; body: unknown };
type Handler = (call: ApiCall) => Answer;

export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? handler(call) : { status: 404, body: { message: `Không có ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function signIn(role: Role = 'staff') {
  sessionStore.signIn({ token: 'test-token', role, username: 'ketoan', name: 'Nguyễn Thị Kế Toán', user_id: 'u-ketoan', is_remember_user: false });
}

export function renderScreen(element: ReactElement, url = '/') {
  return renderInApp(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>, url);
}

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
