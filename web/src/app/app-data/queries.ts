import { queryOptions } from '@tanstack/react-query';
import { listUsers } from '../../../../shared/api/users';
import { call, request } from '../../api/client';
import type { LatestPaymentLog, RoomSummary, Wallet } from './types';

/** Lists come back bare or wrapped in `{ data }` / `{ items }`; accept all three. */
function listOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const o = answer as { data?: unknown; items?: unknown } | undefined;
  if (Array.isArray(o?.data)) return o.data;
  if (Array.isArray(o?.items)) return o.items;
  return [];
}
const record = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {});

export function toRooms(answer: unknown): RoomSummary[] {
  return listOf(answer).map((r) => {
    const o = record(r);
    return { room_id: String(o.room_id ?? o.id ?? ''), building: String(o.building ?? ''), status: Number(o.status ?? 0) };
  });
}

export function toWallets(answer: unknown): Wallet[] {
  return listOf(answer)
    .map((w) => {
      const o = record(w);
      return { id: Number(o.id ?? o.wallet_id), name: String(o.name ?? '') };
    })
    .filter((w) => Number.isFinite(w.id));
}

export function toLatestPaymentLog(answer: unknown): LatestPaymentLog | null {
  const o = record(record(answer).data ?? answer);
  return typeof o.month === 'string' && /^\d{4}-\d{2}$/.test(o.month) ? { month: o.month } : null;
}

/**
 * Application data loaded after login (spec §3). A failure is only logged (spec §8): `silent`, no
 * retries, and each screen copes with what is there.
 */
const appData = { meta: { silent: true }, retry: false, staleTime: 5 * 60_000 } as const;

export const appDataQueries = {
  rooms: () => queryOptions({ ...appData, queryKey: ['app-data', 'rooms'], queryFn: async ({ signal }) => toRooms(await request('GET', '/api/rooms', { signal })) }),
  wallets: () => queryOptions({ ...appData, queryKey: ['app-data', 'wallets'], queryFn: async ({ signal }) => toWallets(await request('GET', '/api/wallet-account', { signal })) }),
  securityUsers: () =>
    queryOptions({ ...appData, queryKey: ['app-data', 'security-users'], queryFn: ({ signal }) => call(listUsers, { query: { role: 'SECURITY' }, signal }) }),
  latestPaymentLog: () =>
    queryOptions({
      ...appData,
      queryKey: ['app-data', 'latest-payment-log'],
      queryFn: async ({ signal }) => toLatestPaymentLog(await request('GET', '/api/payments/latest-payment-log', { signal })),
    }),
};
