import type { Repairman } from '../../../shared/api/repairs';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { publicFields } from '../../platform/db/records';
import { createItem, deleteItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';

/**
 * Repairmen, shared by both repair books: one small partition (`REPAIRMAN`). Each keeps the number of
 * timesheets written for them (`timesheet_count`, ADDed in the timesheet's own transaction), so a
 * delete is conditioned on none — a timesheet landing meanwhile makes the delete a 409, not an orphan.
 */

export const repairmanItem = (r: Repairman) => ({ ...keys.repairman(r.id), entity: 'repairman', ...r });

export const toRepairman = (i: Record<string, unknown>): Repairman => {
  const r = publicFields<Repairman>(i);
  return { ...r, timesheet_count: Number(r.timesheet_count ?? 0) };
};

export async function getRepairman(id: string, field = 'id'): Promise<Repairman> {
  const item = await getItem(keys.repairman(id));
  if (!item || item.entity !== 'repairman') throw new NotFound(`Không tìm thấy thợ sửa chữa ${id}`, field);
  return toRepairman(item);
}

/** Every repairman (one Query: the list is small), active first, then by name. */
export async function listRepairmen(): Promise<Repairman[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.repairmen } });
  return items.map(toRepairman).sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'vi'));
}

export const newRepairmanItem = (r: Repairman): TxItem => createItem(repairmanItem(r), 'Thợ sửa chữa trùng khoá');

/** The edit keeps the timesheet count as stored (a timesheet may have landed since the read). */
export const putRepairmanItem = (next: Repairman, read: Repairman): TxItem => ({
  ...putItem(repairmanItem(next), {
    expression: '#v = :v AND #c = :c',
    names: { '#v': 'version', '#c': 'timesheet_count' },
    values: { ':v': read.version, ':c': read.timesheet_count },
    conflict: `Thợ ${read.name} vừa được người khác sửa, vui lòng tải lại`,
  }),
  field: 'version',
  code: 'stale',
});

export const deleteRepairmanItem = (r: Repairman): TxItem => ({
  ...deleteItem(keys.repairman(r.id), {
    expression: 'timesheet_count = :zero AND version = :v',
    values: { ':zero': 0, ':v': r.version },
    conflict: `Thợ ${r.name} vừa được sửa hoặc đã có bảng chấm công, không xoá được: vui lòng tải lại`,
  }),
  field: 'id',
  code: 'state',
});

/** A timesheet is written for them: only while they are active; counted, so they cannot be deleted. */
export const repairmanWorkedItem = (r: Repairman, field = 'repairman_id'): TxItem =>
  updateItem(keys.repairman(r.id), {
    expression: 'ADD timesheet_count :one',
    condition: 'attribute_exists(PK) AND active = :yes',
    values: { ':one': 1, ':yes': true },
    conflict: `Thợ ${r.name} đã ngừng làm hoặc đã bị xoá`,
    field,
    code: 'state',
  });
