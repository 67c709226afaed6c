import { ulid } from 'ulid';
import * as api from '../../shared/api/stays';
import type { Stay } from '../../shared/api/stays';
import { ROOM_STATUS, ROOM_STATUS_LABELS, type RoomStatus } from '../../shared/catalog/room-status';
import { about } from '../platform/db/transact';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { depositCheckedInItem, depositLabel, getDeposit } from '../deposits';
import { stayStartRecords } from './model/check-in-records';
import { indexCustomersBeforeCommit } from '../customers';
import { roomLabel } from '../kernel/model/room';

import { heldByOne } from '../kernel/ledger/deposit-held';
import { dayText } from '../../shared/dates';

/**
 * Check-in (business rules §4): an active deposit of the room (or none) becomes a stay, with its
 * contract and one customer per occupant, the room 0/1 → 2 and the deposit → checked_in, all in one
 * transaction. Deposit money received now (no deposit, or more than the deposit holds) is posted
 * Dr wallet / Cr 5112 on the stay's deposit object.
 */
export const createCheckIn = operation(api.createCheckIn, async ({ body }, { caller }) => {
  const at = nowIso();
  const id = ulid();

  const deposit = body.deposit_id ? await getDeposit(body.deposit_id) : undefined;
  if (deposit && (deposit.building !== body.building || deposit.room_id !== body.room_id))
    throw new BadRequest(`${depositLabel(deposit)} không phải của phòng ${roomLabel(body.building, body.room_id)}`, [
      { path: 'deposit_id', message: 'Phiếu cọc của phòng khác' },
    ]);
  if (deposit?.date && body.start_date < deposit.date)
    throw new BadRequest(`Ngày nhận phòng phải từ ngày cọc (${dayText(deposit.date)})`, [
      { path: 'start_date', message: `Trước ngày cọc ${dayText(deposit.date)}` },
    ]);
  if (deposit && deposit.status !== 'active')
    throw new Conflict(`${depositLabel(deposit)} không còn hiệu lực (trạng thái ${deposit.status})`, 'deposit_id', 'state');

  const { room, items: roomItems } = await transition(body.building, body.room_id, 'check_in', { type: 'check_in', id, date: body.start_date }, at);
  // A deposited room is moved into by its deposit's holder only; an empty room without a deposit.
  const expected: RoomStatus = deposit ? ROOM_STATUS.DEPOSITED : ROOM_STATUS.EMPTY;
  if (room.status !== expected)
    throw new Conflict(
      `Phòng ${roomLabel(room.building, room.room_id)} đang ở trạng thái "${ROOM_STATUS_LABELS[room.status as RoomStatus]}", ` +
        (deposit ? 'không có cọc để nhận phòng' : 'hãy chọn phiếu cọc của phòng khi nhận phòng'),
      'room_id',
      'state',
    );
  if (body.occupants.length > room.max_occupants)
    throw new BadRequest(`Phòng ${roomLabel(room.building, room.room_id)} tối đa ${room.max_occupants} người`, [
      { path: 'occupants', message: `Tối đa ${room.max_occupants} người` },
    ]);

  const depositObject = deposit ? `deposit:${deposit.id}` : `stay:${id}`;
  const already = deposit ? await heldByOne(depositObject) : 0;
  const held = body.deposit_held ?? already;
  if (held < already)
    throw new BadRequest(`Tiền cọc giữ không được nhỏ hơn số cọc đã thu (${already.toLocaleString('vi-VN')} đ)`, [
      { path: 'deposit_held', message: `Tối thiểu ${already} đ` },
    ]);
  const topUp = held - already;
  if (topUp > 0 && body.wallet === undefined)
    throw new BadRequest('Vui lòng chọn ví nhận tiền cọc', [{ path: 'wallet', message: 'Vui lòng chọn ví nhận tiền cọc' }]);

  const label = roomLabel(body.building, body.room_id);
  const entry =
    topUp > 0
      ? buildEntry(
          {
            date: body.start_date,
            building: body.building,
            voucher_type: 'check_in',
            voucher_id: id,
            voucher_no: body.contract_no,
            names: { [depositObject]: body.occupants[0]!.name },
            description: `Thu cọc khi nhận phòng ${label}, HĐ ${body.contract_no}`,
            lines: [
              { wallet: body.wallet, debit: topUp },
              { account_key: 'deposit_revenue', credit: topUp, object: depositObject },
            ],
          },
          at,
        )
      : undefined;

  const stay: Stay = {
    id,
    building: body.building,
    room_id: body.room_id,
    ...(deposit ? { deposit_id: deposit.id } : {}),
    deposit_object: depositObject,
    contract_no: body.contract_no,
    start_date: body.start_date,
    rent: body.rent,
    rent_history: [{ from: body.start_date, rent: body.rent }],
    deposit_held: held,
    deposit_top_up: topUp,
    ...(topUp > 0 ? { wallet: body.wallet } : {}),
    occupants: body.occupants.map((o) => ({ ...o, customer_id: ulid() })),
    vehicles: body.vehicles,
    start_readings: body.start_readings,
    internet: body.internet,
    notice_days: body.notice_days,
    ...(body.notes ? { notes: body.notes } : {}),
    status: 'active',
    ...(entry ? { entry_id: entry.entry_id } : {}),
    version: 1,
    created_at: at,
    created_by: caller.username,
  };

  // The search entries of the occupants first, outside the voucher's transaction (they would be ~10 items
  // an occupant): once the customers commit they are findable; if they never do, the entries show nothing.
  await indexCustomersBeforeCommit(stay.building, stay.occupants);
  return postVoucher(async () => ({
    caller,
    at,
    lockDates: { start_date: body.start_date },
    records: [
      ...roomItems,
      ...stayStartRecords(stay, entry, at),
      ...(deposit ? [about(depositCheckedInItem(deposit, id, body.start_date, at), 'deposit_id')] : []),
    ],
    entries: [entry],
    audit: {
      action: 'check_in',
      entity: 'stay',
      entityId: id,
      entityNo: body.contract_no,
      entityName: label,
      building: body.building,
      summary: `Nhận phòng ${label}, HĐ ${body.contract_no}, ${stay.occupants[0]!.name}${deposit ? `, ${depositLabel(deposit)}` : ''}`,
      after: { contract_no: body.contract_no, start_date: body.start_date, rent: body.rent, deposit_held: held, occupants: stay.occupants.length },
    },
    answer: stay,
  }));
});
