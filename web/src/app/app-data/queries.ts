import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../api/client';
import { callEveryPage } from '../../api/every-page';
import { APP_DATA, domainKey } from '../../api/query-keys';
import type { LatestPaymentLog, RoomSummary, Wallet } from './types';
import { can } from '../session/can';
import { latestPaymentLog, listUsers } from '../screen-reads';

/**
 * The contracts these reads use are fetched when the reads run, so the layout that starts them draws
 * without waiting for the schemas (scripts/web-weight.ts: the layout after sign-in).
 */
const contracts = {
  users: () => import('../../../../shared/api/users'),
  rooms: () => import('../../../../shared/api/rooms'),
  ledger: () => import('../../../../shared/api/ledger'),
  payments: () => import('../../../../shared/api/bills'),
};

/**
 * Application data loaded after login (spec §3). A failure is only logged (spec §8): `silent`, no
 * retries, and each screen copes with what is there.
 */
const appData = { meta: { silent: true }, retry: false, staleTime: 5 * 60_000 } as const;

export const appDataQueries = {
  rooms: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('rooms'), APP_DATA],
      queryFn: async ({ signal }): Promise<RoomSummary[]> =>
        (await callEveryPage((await contracts.rooms()).listRooms, { query: {}, signal })).map(({ room_id, building, status }) => ({
          room_id,
          building,
          status,
        })),
    }),
  wallets: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('ledger'), APP_DATA, 'wallets'],
      queryFn: async ({ signal }): Promise<Wallet[]> =>
        (await call((await contracts.ledger()).walletAccount, { signal })).wallets.map(({ id, name }) => ({ id, name })),
    }),
  securityUsers: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('users'), APP_DATA, 'security'],
      queryFn: async ({ signal }) => call((await contracts.users()).listUsers, { query: { role: 'SECURITY' }, signal }),
    }),
  /** Everyone who makes slips (admins and staff): "Người lập" reads their full name, not their login. */
  staffUsers: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('users'), APP_DATA, 'staff'],
      queryFn: async ({ signal }) => {
        const { listUsers: read } = await contracts.users();
        const [admins, staff] = await Promise.all([call(read, { query: { role: 'admin' }, signal }), call(read, { query: { role: 'staff' }, signal })]);
        return [...admins, ...staff];
      },
    }),
  latestPaymentLog: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('bills'), APP_DATA, 'latest-payment-log'],
      queryFn: async ({ signal }): Promise<LatestPaymentLog | null> => {
        const { month } = await call((await contracts.payments()).latestPaymentLog, { signal });
        return month ? { month } : null;
      },
    }),
};

/**
 * The layout starts loading the application data when it mounts, without observing it: screens read
 * it through useAppData, and the layout itself does not need the query observers' code.
 */
export function usePrefetchAppData(): void {
  const client = useQueryClient();
  useEffect(() => {
    const staffReads =
      can(listUsers) && can(latestPaymentLog) ? [appDataQueries.securityUsers(), appDataQueries.staffUsers(), appDataQueries.latestPaymentLog()] : [];
    for (const options of [appDataQueries.rooms(), appDataQueries.wallets(), ...staffReads]) {
      void client.prefetchQuery(options as Parameters<typeof client.prefetchQuery>[0]);
    }
  }, [client]);
}
