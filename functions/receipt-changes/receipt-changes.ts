import { ulid } from 'ulid';
import * as api from '../../shared/api/receipt-changes';
import type { ReceiptChange } from '../../shared/api/receipt-changes';
import type { Occupant, Stay } from '../../shared/api/stays';
import { compareIso } from '../../shared/text/collate';
import { auditItem } from '../platform/audit';
import { keys } from '../platform/db/keys';
import { createItem, updateItem, type TxItem } from '../platform/db/transact';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { nowIso } from '../platform/time';
import { assertOpen } from '../kernel/ledger/edit-lock';
import { getRoom } from '../kernel/model/room';
import {
  cardsOutOfStay,
  cardsToCollectWrites,
  customerBackItem,
  customerCreated,
  customerDeleted,
  customerLeavesItem,
  indexCustomersBeforeCommit,
  unindexCustomersAfterCommit,
} from '../customers';
import { roomLabel } from '../kernel/model/room';
import { allOf, roomIs, statusIs } from '../platform/db/records';
import type { Stored } from '../kernel/stored';
import { getSlip, slipItem, slipsBetween, toSlip, type StoredSlip } from './model/receipt-change';
import { getStay } from '../stays';
import { dayText } from '../../shared/dates';

/**
 * Change-of-information slips. A slip changes a running stay (occupants in/out, rent from a date,
 * vehicles) and remembers what the stay was before. Slips of a stay form a stack: only the newest
 * active one may be cancelled or deleted, which puts the stay back exactly as the slip found it.
 */

const bad = (path: string, message: string) => new BadRequest(message, [{ path, message }]);

export const createReceiptChange = operation(api.createReceiptChange, async ({ body }, { caller }) => {
  const at = nowIso();
  const id = ulid();
  const stay = await getStay(body.stay_id);
  const label = roomLabel(stay.building, stay.room_id);
  if (stay.status !== 'active')
    throw new Conflict(
      `Phòng ${label}: lượt ở HĐ ${stay.contract_no} ${stay.status === 'removed' ? 'đã bị xoá' : 'đã trả phòng'}, không thể thay đổi thông tin`,
    );
  await assertOpen(body.date, ...(body.rent ? [body.rent.from] : []));
  if (body.date < stay.start_date) throw bad('date', `Ngày thay đổi phải từ ngày nhận phòng (${dayText(stay.start_date)})`);
  if (body.rent && body.rent.from < stay.start_date) throw bad('rent.from', `Ngày áp dụng giá mới phải từ ngày nhận phòng (${dayText(stay.start_date)})`);

  const current = new Map(stay.occupants.map((o) => [o.customer_id, o]));
  const unknown = body.occupants_out.filter((c) => !current.has(c));
  if (unknown.length) throw bad('occupants_out', `Không có người ở ${unknown.join(', ')} trong phòng ${label}`);
  const leaving = body.occupants_out.map((c) => current.get(c)!);
  const arriving: Occupant[] = body.occupants_in.map((o) => ({ ...o, customer_id: ulid() }));
  const occupants = [...stay.occupants.filter((o) => !body.occupants_out.includes(o.customer_id)), ...arriving];
  if (!occupants.length) throw bad('occupants_out', 'Phòng phải còn ít nhất một người ở (người cuối cùng rời đi là trả phòng)');
  const room = await getRoom(stay.building, stay.room_id);
  if (occupants.length > room.max_occupants) throw bad('occupants_in', `Phòng ${label} tối đa ${room.max_occupants} người`);

  const rentHistory = body.rent
    ? [...stay.rent_history.filter((h) => h.from !== body.rent!.from), { from: body.rent.from, rent: body.rent.amount }].sort((a, b) =>
        compareIso(a.from, b.from),
      )
    : stay.rent_history;
  const rent = rentHistory.at(-1)!.rent;
  const vehicles = body.vehicles ?? stay.vehicles;

  const slip: StoredSlip = {
    id,
    stay_id: stay.id,
    building: stay.building,
    room_id: stay.room_id,
    contract_no: stay.contract_no,
    customer_name: occupants[0]!.name,
    date: body.date,
    occupants_in: arriving,
    occupants_out: leaving,
    ...(body.rent ? { rent: { from: body.rent.from, amount: body.rent.amount, previous: stay.rent } } : {}),
    ...(body.vehicles ? { vehicles: { before: stay.vehicles, after: body.vehicles } } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
    status: 'active',
    version: 1,
    created_at: at,
    created_by: caller.username,
    before: {
      occupants: stay.occupants,
      vehicles: stay.vehicles,
      rent: stay.rent,
      rent_history: stay.rent_history,
      last_change_id: stay.last_change_id ?? null,
    },
  };

  // The stay's cards out: a vehicle the slip takes away leaves its card to collect (one coming back holds it again).
  const cards = await cardsOutOfStay(stay.building, stay.id);
  // The arriving occupants' search entries first, outside the slip's transaction (customers.ts).
  await indexCustomersBeforeCommit(stay.building, arriving);
  return commit(
    [
      createItem(slipItem(slip), 'Phiếu thay đổi trùng khoá'),
      updateItem(keys.stay(stay.id), {
        expression: 'SET occupants = :occ, vehicles = :veh, rent = :rent, rent_history = :hist, last_change_id = :id, #version = #version + :one',
        condition: '#status = :active AND #version = :v',
        names: { '#status': 'status', '#version': 'version' },
        values: { ':occ': occupants, ':veh': vehicles, ':rent': rent, ':hist': rentHistory, ':id': id, ':active': 'active', ':v': stay.version, ':one': 1 },
        conflict: `Phòng ${label}: lượt ở HĐ ${stay.contract_no} vừa được người khác thay đổi, vui lòng tải lại`,
      }),
      ...cardsToCollectWrites(cards, { id: stay.id, status: 'active', vehicles }),
      ...arriving.map((o) => customerCreated(stay, o, body.date)),
      ...leaving.map((o) => customerLeavesItem(stay.building, o.customer_id, body.date)),
      auditItem(
        caller,
        {
          action: 'receipt_change',
          entity: 'receipt_change',
          entityId: id,
          entityNo: stay.contract_no,
          entityName: label,
          building: stay.building,
          summary: `Thay đổi thông tin phòng ${label}, HĐ ${stay.contract_no}: ${describe(slip)}`,
          after: { occupants_in: arriving.map((o) => o.name), occupants_out: leaving.map((o) => o.name), rent: body.rent, vehicles: body.vehicles?.length },
        },
        at,
      ),
    ],
    toSlip(slip),
  );
});

function describe(s: ReceiptChange): string {
  const parts: string[] = [];
  if (s.occupants_in.length) parts.push(`vào ${s.occupants_in.map((o) => o.name).join(', ')}`);
  if (s.occupants_out.length) parts.push(`ra ${s.occupants_out.map((o) => o.name).join(', ')}`);
  if (s.rent) parts.push(`giá phòng ${s.rent.previous} → ${s.rent.amount} từ ${dayText(s.rent.from)}`);
  if (s.vehicles) parts.push(`xe ${s.vehicles.after.length} chiếc`);
  return parts.join('; ');
}

export const searchReceiptChanges = operation(api.searchReceiptChanges, async ({ query }) => {
  const status = query.status
    ? statusIs(query.status)
    : { expression: '#status <> :deleted', names: { '#status': 'status' }, values: { ':deleted': 'deleted' } };
  return slipsBetween(query.building, query.from, query.to, allOf(status, roomIs(query.room_id)));
});

/**
 * Cancel (the change did not happen: the slip stays, marked cancelled) and delete (an entry error:
 * marked deleted, out of the log book) both put the stay back as it was before the slip, conditioned
 * on the slip being the stay's newest change and the stay unchanged since it was read.
 */
const undo = (status: 'cancelled' | 'deleted') =>
  operation(status === 'cancelled' ? api.cancelReceiptChange : api.deleteReceiptChange, async ({ body }, { caller }) => {
    const at = nowIso();
    const slip = await getSlip(body.id);
    const label = roomLabel(slip.building, slip.room_id);
    if (slip.status !== 'active') throw new Conflict(`Phiếu thay đổi thông tin phòng ${label} đã ${slip.status === 'cancelled' ? 'bị huỷ' : 'bị xoá'}`);
    const stay: Stored<Stay> = await getStay(slip.stay_id);
    if (stay.status !== 'active')
      throw new Conflict(
        `Phòng ${label}: lượt ở HĐ ${stay.contract_no} ${stay.status === 'removed' ? 'đã bị xoá' : 'đã trả phòng'}, không thể huỷ phiếu thay đổi`,
      );
    if (stay.last_change_id !== slip.id) throw new Conflict(`Phòng ${label} có phiếu thay đổi thông tin mới hơn, hãy huỷ hoặc xoá phiếu đó trước`);
    await assertOpen(slip.date, ...(slip.rent ? [slip.rent.from] : []));

    const b = slip.before;
    const restore: TxItem = updateItem(keys.stay(stay.id), {
      expression: `SET occupants = :occ, vehicles = :veh, rent = :rent, rent_history = :hist, #version = #version + :one ${b.last_change_id ? ', last_change_id = :prev' : 'REMOVE last_change_id'}`,
      condition: '#status = :active AND #version = :v AND last_change_id = :id',
      names: { '#status': 'status', '#version': 'version' },
      values: {
        ':occ': b.occupants,
        ':veh': b.vehicles,
        ':rent': b.rent,
        ':hist': b.rent_history,
        ':active': 'active',
        ':v': stay.version,
        ':id': slip.id,
        ':one': 1,
        ...(b.last_change_id ? { ':prev': b.last_change_id } : {}),
      },
      conflict: `Phòng ${label}: lượt ở HĐ ${stay.contract_no} vừa được người khác thay đổi, vui lòng tải lại`,
    });
    const { before: _before, ...rest } = slip;
    // The vehicles go back to what they were: a card of one the slip brought is to collect, one it took away holds its card again.
    const cards = await cardsOutOfStay(slip.building, slip.stay_id);
    const answer = await commit(
      [
        updateItem(keys.receiptChange(slip.id), {
          expression: 'SET #status = :status, reason = :reason, undone_at = :at, undone_by = :by, #version = #version + :one',
          condition: '#status = :active AND #version = :v',
          names: { '#status': 'status', '#version': 'version' },
          values: { ':status': status, ':reason': body.reason ?? '', ':at': at, ':by': caller.username, ':active': 'active', ':v': slip.version, ':one': 1 },
          conflict: `Phiếu thay đổi thông tin phòng ${label} vừa được người khác thay đổi, vui lòng tải lại`,
        }),
        restore,
        ...cardsToCollectWrites(cards, { id: stay.id, status: 'active', vehicles: b.vehicles }),
        ...slip.occupants_in.map((o) => customerDeleted(slip.building, slip.stay_id, o)),
        ...slip.occupants_out.map((o) => customerBackItem(slip.building, slip.room_id, o.customer_id)),
        auditItem(
          caller,
          {
            action: 'delete',
            entity: 'receipt_change',
            entityId: slip.id,
            entityNo: slip.contract_no,
            entityName: label,
            building: slip.building,
            summary: `${status === 'cancelled' ? 'Huỷ' : 'Xoá'} phiếu thay đổi thông tin phòng ${label}, HĐ ${slip.contract_no}: ${describe(slip)}${body.reason ? ` (${body.reason})` : ''}`,
            before: { status: 'active' },
            after: { status },
          },
          at,
        ),
      ],
      { ...rest, status, ...(body.reason ? { reason: body.reason } : {}), version: slip.version + 1 },
    );
    // The customers the slip brought are gone: their search entries after the commit, best effort.
    await unindexCustomersAfterCommit(slip.building, slip.occupants_in);
    return answer;
  });

export const cancelReceiptChange = undo('cancelled');
export const deleteReceiptChange = undo('deleted');
