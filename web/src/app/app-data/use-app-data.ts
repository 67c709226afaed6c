import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Dayjs } from 'dayjs';
import { sessionStore } from '../session/session-store';
import { editLockLimit, isLockedDate } from './edit-lock';
import { cashWallets, guardName, staffName, walletName } from './lookups';
import { appDataQueries } from './queries';
import { can } from '../session/can';
import { latestPaymentLog, listUsers } from '../screen-reads';

const enabled = () => Boolean(sessionStore.get().token);
/** Only what the signed-in role may read is asked for: a guard never reads users or the payment log (403). */
const mayRead = (read: Parameters<typeof can>[0]) => enabled() && can(read);

/** The data every screen may need, with the lookups built on it. Mounted by the layout after login. */
export function useAppData() {
  const rooms = useQuery({ ...appDataQueries.rooms(), enabled: enabled() });
  const wallets = useQuery({ ...appDataQueries.wallets(), enabled: enabled() });
  const guards = useQuery({ ...appDataQueries.securityUsers(), enabled: mayRead(listUsers) });
  const staff = useQuery({ ...appDataQueries.staffUsers(), enabled: mayRead(listUsers) });
  const paymentLog = useQuery({ ...appDataQueries.latestPaymentLog(), enabled: mayRead(latestPaymentLog) });
  return useMemo(
    () => ({
      rooms: rooms.data,
      roomsLoaded: rooms.isSuccess,
      wallets: wallets.data ?? [],
      cashWallets: cashWallets(wallets.data ?? []),
      securityUsers: guards.data ?? [],
      latestPaymentLog: paymentLog.data ?? null,
      walletName: (id: number | string | null | undefined) => walletName(wallets.data, id),
      guardName: (userId: string | null | undefined) => guardName(guards.data, userId),
      /** "Người lập": the full name of the login that made a slip. */
      staffName: (login: string | null | undefined) => staffName(staff.data, login),
    }),
    [rooms.data, rooms.isSuccess, wallets.data, guards.data, staff.data, paymentLog.data],
  );
}

/** The edit lock for forms: `disabledDate` goes straight into an antd DatePicker. */
export function useEditLock() {
  const { data } = useQuery({ ...appDataQueries.latestPaymentLog(), enabled: mayRead(latestPaymentLog) });
  const limit = useMemo(() => editLockLimit(data?.month), [data?.month]);
  const disabledDate = useCallback((d: Dayjs) => isLockedDate(limit, d), [limit]);
  return { limit, disabledDate };
}

/** "Người lập" in a component: the full name of a login, redrawn when the staff list arrives. */
export function useStaffName(): (login: string | null | undefined) => string {
  const { data } = useQuery({ ...appDataQueries.staffUsers(), enabled: mayRead(listUsers) });
  return useCallback((login: string | null | undefined) => staffName(data, login), [data]);
}
