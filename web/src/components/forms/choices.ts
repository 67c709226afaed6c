import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { Room } from '../../../../shared/api/rooms';
import { WALLET_BUILDING_MESSAGE, walletFitsBuilding } from '../../../../shared/api/deposits';
import { BUILDINGS } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import type { Wallet } from '../../../../shared/catalog/wallets';
import { formatVnd } from '../../lib/format';
import { roomStatusStyle } from '../room-status/status-colors';
import { fieldRules, type FieldPath, type FieldRuleOptions } from './zod-rules';

export const buildingChoices = BUILDINGS.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` }));

const byRoomNumber = (a: Pick<Room, 'room_id'>, b: Pick<Room, 'room_id'>) => a.room_id.localeCompare(b.room_id, 'en', { numeric: true });

/** The rooms a voucher may be about (by status), in room order, labelled with rent and status. */
export const roomChoices = (rooms: readonly Room[] | undefined, statuses: readonly number[], except?: (r: Room) => boolean) =>
  (rooms ?? [])
    .filter((r) => statuses.includes(r.status) && !except?.(r))
    .sort(byRoomNumber)
    .map((r) => ({ value: r.room_id, label: `${r.room_id} · ${formatVnd(r.rent)} · ${roomStatusStyle(r.status).short}` }));

/** Rooms with a running stay: checked in (2), under notice (3), under notice with a new deposit (4). */
export const OCCUPIED_STATUSES: readonly number[] = [ROOM_STATUS.CHECKED_IN, ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT];
export const occupiedRoomOptions = (rooms: readonly Room[] | undefined) => roomChoices(rooms, OCCUPIED_STATUSES);

/** The building's own cash wallet, or undefined for an unknown code. */
export const cashWalletOf = (building: string): number | undefined => BUILDINGS.find((b) => b.code === building)?.cashWalletId;

/**
 * Where money of a building may go: its own cash box or any bank account (the contract refuses
 * another building's cash box), cash first.
 */
export function walletOptions(wallets: readonly Pick<Wallet, 'id' | 'name' | 'kind'>[], building: string) {
  const cash = cashWalletOf(building);
  return wallets
    .filter((w) => w.kind === 'bank' || w.id === cash)
    .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'cash' ? -1 : 1))
    .map((w) => ({ value: w.id, label: w.name }));
}

/**
 * Form rules of a wallet field: the contract's (chosen, an existing wallet; zod-rules) and, like its
 * rule between the wallet and the building, never another building's cash box.
 */
export const walletRules = (body: z.ZodType | undefined, building: string, options: FieldRuleOptions & { path?: FieldPath } = {}): Rule[] => [
  ...fieldRules(body, options.path ?? 'wallet', options),
  {
    validator: (_: unknown, v: unknown) =>
      typeof v !== 'number' || walletFitsBuilding(v, building) ? Promise.resolve() : Promise.reject(new Error(WALLET_BUILDING_MESSAGE)),
  },
];
