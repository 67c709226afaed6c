import type { UserSummary } from '../../../../shared/api/users';
import type { Wallet } from './types';

/** Spec §8: an unknown wallet or guard shows as `N/F`. */
export const NOT_FOUND_NAME = 'N/F';

const CASH = 'tiền mặt';
const norm = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('vi');

/** Cash wallets: the name mentions cash but is not just the plain "Tiền mặt" wallet (spec §3). */
export const cashWallets = (wallets: readonly Wallet[]): Wallet[] => wallets.filter((w) => norm(w.name).includes(CASH) && norm(w.name) !== CASH);

export const walletName = (wallets: readonly Wallet[] | undefined, id: number | string | null | undefined): string =>
  wallets?.find((w) => String(w.id) === String(id))?.name || NOT_FOUND_NAME;

export const guardName = (guards: readonly UserSummary[] | undefined, userId: string | null | undefined): string =>
  guards?.find((g) => g.user_id === userId || g.username === userId)?.name || NOT_FOUND_NAME;

/** A user's full name by login (or user id); the login itself when the user is not known (removed, or not readable by a guard). */
export const staffName = (users: readonly UserSummary[] | undefined, login: string | null | undefined): string =>
  (login && users?.find((u) => u.username === login || u.user_id === login)?.name?.trim()) || login || '';
