import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Role } from '../../shared/catalog/roles';
import { queryClient } from '../../web/src/api/query-client';
import { sessionStore } from '../../web/src/app/session/session-store';
import { renderInApp } from './render';

/**
 * For the deposits-* screen tests, which replace the HTTP client module: the app's own query client
 * (so failures reach the one error display) and a signed-in user.
 */
export function signIn(role: Role = 'staff') {
  sessionStore.signIn({ token: 'test-token', role, username: 'ketoan', name: 'Nguyễn Thị Kế Toán', user_id: 'u-ketoan', is_remember_user: false });
}

export const renderScreen = (element: ReactElement, url = '/') => renderInApp(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>, url);

/** Between tests: no cached answers and no session. */
export function resetScreenState() {
  queryClient.clear();
  sessionStore.clear();
}
