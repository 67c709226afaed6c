import type { BuildingCode } from '../../shared/catalog/buildings';
import type { Caller } from '../lib/claims';
import { keys } from '../lib/db/keys';
import type { Entry } from '../ledger/posting';
import type { DepositItem } from './repository';

export interface NewDeposit {
  id: string;
  slip_no: string;
  building: BuildingCode;
  room_id: string;
  customer_name: string;
  phone: string;
  id_number?: string;
  amount_agreed: number;
  amount_paid: number;
  wallet: number;
  agent_user_id: string;
  agent_name: string;
  date: string;
  expected_move_in_date: string;
  note?: string;
  transferred_from?: string;
  entry?: Entry;
}

/** A new active deposit, findable by id, by building and month (GSI1) and by room (GSI2). */
export function newDepositItem(d: NewDeposit, caller: Pick<Caller, 'sub' | 'username'>, at: string): DepositItem {
  return {
    ...keys.deposit(d.id),
    ...keys.recordIndexes('DEP', d.building, d.room_id, d.date, d.id),
    entity: 'deposit',
    ...d,
    status: 'active',
    version: 1,
    created_at: at,
    updated_at: at,
    created_by: { user_id: caller.sub, username: caller.username },
  } as DepositItem;
}

/** What the activity log keeps of a deposit: the slip, not the ledger entry. */
export const depositSummary = (d: Pick<DepositItem, 'slip_no' | 'building' | 'room_id' | 'customer_name' | 'amount_agreed' | 'amount_paid' | 'status'>) => ({
  slip_no: d.slip_no,
  building: d.building,
  room_id: d.room_id,
  customer_name: d.customer_name,
  amount_agreed: d.amount_agreed,
  amount_paid: d.amount_paid,
  status: d.status,
});
