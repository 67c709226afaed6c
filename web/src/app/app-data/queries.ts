import { queryOptions } from '@tanstack/react-query';
import { listUsers } from '../../../../shared/api/users';
import { listRooms } from '../../../../shared/api/rooms';
import { walletAccount } from '../../../../shared/api/ledger';
import { latestPaymentLog } from '../../../../shared/api/payments';
import { call } from '../../api/client';
import { APP_DATA, domainKey } from '../../api/query-keys';
import type { LatestPaymentLog, RoomSummary, Wallet } from './types';

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
      queryFn: async ({ signal }): Promise<RoomSummary[]> => (await call(listRooms, { query: {}, signal })).map(({ room_id, building, status }) => ({ room_id, building, status })),
    }),
  wallets: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('ledger'), APP_DATA, 'wallets'],
      queryFn: async ({ signal }): Promise<Wallet[]> => (await call(walletAccount, { signal })).wallets.map(({ id, name }) => ({ id, name })),
    }),
  securityUsers: () =>
    queryOptions({ ...appData, queryKey: [...domainKey('users'), APP_DATA, 'security'], queryFn: ({ signal }) => call(listUsers, { query: { role: 'SECURITY' }, signal }) }),
  latestPaymentLog: () =>
    queryOptions({
      ...appData,
      queryKey: [...domainKey('payments'), APP_DATA, 'latest-payment-log'],
      queryFn: async ({ signal }): Promise<LatestPaymentLog | null> => {
        const { month } = await call(latestPaymentLog, { signal });
        return month ? { month } : null;
      },
    }),
};
