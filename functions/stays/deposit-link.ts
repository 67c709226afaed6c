import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { updateItem, type TxItem } from '../lib/db/transact';
import { env } from '../lib/env';
import { NotFound } from '../lib/errors';

/**
 * The few things a stay needs of a deposit (the deposits domain owns the record): read it, turn it
 * into `checked_in` at check-in, and back to `active` when that check-in is removed as an entry error.
 * Both writes go into the stay's own transaction, guarded by the status they expect.
 */
export interface LinkedDeposit {
  id: string;
  building: string;
  room_id: string;
  customer_name?: string;
  phone?: string;
  id_number?: string;
  slip_no?: string;
  date?: string;
  amount_agreed?: number;
  amount_paid?: number;
  status: string;
  stay_id?: string;
  version: number;
}

export async function getDeposit(id: string): Promise<LinkedDeposit> {
  const r = await db().send(new GetCommand({ TableName: env.tableName(), Key: keys.deposit(id), ConsistentRead: true }));
  if (!r.Item) throw new NotFound(`Không tìm thấy phiếu cọc ${id}`);
  return r.Item as unknown as LinkedDeposit;
}

export const depositLabel = (d: LinkedDeposit) => `Phiếu cọc ${d.slip_no ?? d.id} (phòng ${d.room_id} ${d.building})`;

export const depositCheckedInItem = (d: LinkedDeposit, stayId: string, date: string, at: string): TxItem =>
  updateItem(keys.deposit(d.id), {
    expression: 'SET #status = :checked, checked_in_at = :date, stay_id = :stay, #version = #version + :one, updated_at = :at',
    condition: '#status = :active',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':checked': 'checked_in', ':active': 'active', ':date': date, ':stay': stayId, ':one': 1, ':at': at },
    conflict: `${depositLabel(d)} vừa được người khác thay đổi, không còn hiệu lực`,
  });

export const depositBackToActiveItem = (depositId: string, stayId: string, at: string): TxItem =>
  updateItem(keys.deposit(depositId), {
    expression: 'SET #status = :active, #version = #version + :one, updated_at = :at REMOVE checked_in_at, stay_id',
    condition: '#status = :checked AND stay_id = :stay',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':checked': 'checked_in', ':active': 'active', ':stay': stayId, ':one': 1, ':at': at },
    conflict: `Phiếu cọc ${depositId} không còn gắn với lượt ở này`,
  });
