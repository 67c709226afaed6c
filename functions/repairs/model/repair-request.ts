import type { RepairBook, RepairRequest, RepairStatus } from '../../../shared/api/repairs';
import { REPAIR_BOOKS } from '../../../shared/api/repairs';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { addDays, addMonths, vnToday } from '../../../shared/dates';
import { getItem, getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { byBuildingMonths, publicFields, statusIs } from '../../platform/db/records';
import { createItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { monthOf } from '../../platform/time';

/**
 * The repair request record: item builder, its one mapper to the API, reads and status writes. Each
 * book keeps its own items (`REPAIR#<book>#REQ#…`), so the ordinary and PCCC lists never mix. While a
 * request is not completed it also sits on its building's open list (GSI2 `REPAIROPEN#<building>`),
 * so "what is still open" is one Query per building whatever the history.
 */

export const where = (r: Pick<RepairRequest, 'building' | 'room_id' | 'common_area'>) =>
  r.room_id ? `phòng ${r.room_id} (${r.building})` : `${r.common_area} (${r.building})`;

export const repairRequestItem = (r: RepairRequest) => ({
  ...keys.repairRequest(r.book, r.id),
  entity: 'repair_request',
  GSI1PK: keys.repairRequestsOf(r.book, r.building, monthOf(r.reported_on)),
  GSI1SK: `${r.reported_on}#${r.id}`,
  ...(r.status !== 'completed' ? { GSI2PK: keys.repairOpen(r.building), GSI2SK: keys.repairOpenSort(r.reported_on, r.book, r.id) } : {}),
  ...r,
});

export const toRepairRequest = (i: Record<string, unknown>): RepairRequest => {
  const r = publicFields<RepairRequest>(i);
  return { ...r, timesheet_ids: r.timesheet_ids ?? [] };
};

export async function getRepairRequest(book: RepairBook, id: string, field = '_id'): Promise<RepairRequest> {
  const item = await getItem(keys.repairRequest(book, id));
  if (!item || item.entity !== 'repair_request') throw new NotFound(`Không tìm thấy phiếu sửa chữa ${id}`, field);
  return toRepairRequest(item);
}

/** Requests by id (one BatchGet), in the order asked; ids not found are left out. */
export async function repairRequestsByIds(book: RepairBook, ids: readonly string[]): Promise<RepairRequest[]> {
  if (!ids.length) return [];
  const found = new Map(
    (
      await getMany(
        [...new Set(ids)].map((id) => keys.repairRequest(book, id)),
        { consistent: true },
      )
    ).map((i) => [String(i.id), toRepairRequest(i)]),
  );
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

export const newRequestItem = (r: RepairRequest): TxItem => createItem(repairRequestItem(r), 'Phiếu sửa chữa trùng khoá');

/** The request as edited: a put on the version and status it was read with (409 `stale` on `version`). */
export const putRequestItem = (next: RepairRequest, read: RepairRequest): TxItem => ({
  ...putItem(repairRequestItem(next), {
    expression: '#v = :v AND #s = :s',
    names: { '#v': 'version', '#s': 'status' },
    values: { ':v': read.version, ':s': read.status },
    conflict: `Phiếu sửa chữa ${where(read)} vừa được người khác sửa, vui lòng tải lại`,
  }),
  field: 'version',
  code: 'stale',
});

/**
 * A timesheet worked on the request: it moves to "timesheet done" (from not repaired, or stays there)
 * and remembers the timesheet, on condition it is still in the status read and of this building.
 */
export function requestWorkedItem(r: RepairRequest, timesheetId: string, at: string, by: string, index: number): TxItem {
  const next: RepairStatus = 'timesheet_done';
  return updateItem(keys.repairRequest(r.book, r.id), {
    expression: 'SET #s = :next, timesheet_ids = list_append(if_not_exists(timesheet_ids, :empty), :ts), #v = #v + :one, updated_at = :at, updated_by = :by',
    condition: '#s = :seen AND #v = :v',
    names: { '#s': 'status', '#v': 'version' },
    values: { ':next': next, ':ts': [timesheetId], ':empty': [], ':one': 1, ':at': at, ':by': by, ':seen': r.status, ':v': r.version },
    conflict: `Phiếu sửa chữa ${where(r)} vừa được người khác sửa, vui lòng tải lại`,
    field: `request_ids.${index}`,
    code: 'stale',
  });
}

/** Requests of the book reported `from`..`to`: one Query per building and month, oldest first. */
export async function listRequests(
  book: RepairBook,
  q: { building?: BuildingCode; from: string; to: string; status?: RepairStatus },
): Promise<RepairRequest[]> {
  const buildings = q.building ? [q.building] : BUILDING_CODES;
  const pages = await Promise.all(buildings.map((b) => byBuildingMonths((bb, m) => keys.repairRequestsOf(book, bb, m), b, q.from, q.to, statusIs(q.status))));
  return (
    pages
      .flat()
      .map(toRepairRequest)
      // Newest first: a request just reported is on the first page, not after a year of finished work (issue 23 §9).
      .sort((a, b) => (b.reported_on + b.id).localeCompare(a.reported_on + a.id))
  );
}

/**
 * Requests of both books not completed and reported at least `olderThanDays` days ago (today in
 * Asia/Ho_Chi_Minh), oldest first, for the dashboard: one Query of each building's open list (GSI2),
 * bounded to the 12 months before the cut-off.
 */
export async function openRepairRequests(building: BuildingCode | undefined, olderThanDays: number): Promise<RepairRequest[]> {
  const cutoff = addDays(vnToday(), -olderThanDays);
  const since = `${addMonths(cutoff.slice(0, 7), -12)}-01`;
  const buildings = building ? [building] : BUILDING_CODES;
  const pages = await Promise.all(
    buildings.map((b) =>
      queryAll({
        IndexName: 'byRoom',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': keys.repairOpen(b), ':lo': since, ':hi': `${cutoff}#\uffff` },
      }),
    ),
  );
  return pages
    .flat()
    .map(toRepairRequest)
    .filter((r) => (REPAIR_BOOKS as readonly string[]).includes(r.book) && r.status !== 'completed')
    .sort((a, b) => (a.reported_on + a.id).localeCompare(b.reported_on + b.id));
}
