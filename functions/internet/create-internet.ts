import { ulid } from 'ulid';
import * as api from '../../shared/api/internet';
import type { InternetService } from '../../shared/api/internet';
import { commit } from '../kernel/commit';
import { assertDatesOpen, editLockCheck } from '../kernel/ledger/edit-lock';
import { internetItem, roomTakenItem } from './model/internet';
import { getRoom, roomLabel } from '../kernel/model/room';
import { auditItem } from '../platform/audit';
import { createItem } from '../platform/db/transact';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { priceText } from './change';
import { dayText } from '../../shared/dates';

/** Registers a service for a room (404 on an unknown room, 409 `duplicate` when it already has a running one). */
export const createInternet = operation(api.createInternet, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  const lockDates = { start_date: body.start_date };
  await assertDatesOpen(lockDates);
  const at = nowIso();
  const id = ulid();
  const s: InternetService = {
    id,
    building: body.building,
    room_id: body.room_id,
    provider: body.provider,
    account: body.account,
    monthly_price: body.monthly_price,
    start_date: body.start_date,
    status: 'active',
    status_date: body.start_date,
    ...(body.notes ? { notes: body.notes } : {}),
    history: [
      { date: body.start_date, event: 'registered', status: 'active', room_id: body.room_id, monthly_price: body.monthly_price, at, by: caller.username },
    ],
    version: 1,
    created_at: at,
    created_by: caller.username,
    updated_at: at,
  };
  const label = roomLabel(body.building, body.room_id);
  return commit(
    [
      ...editLockCheck(lockDates),
      createItem(internetItem(s), 'Dịch vụ internet trùng khoá'),
      roomTakenItem(body.building, body.room_id, id),
      auditItem(
        caller,
        {
          action: 'create',
          entity: 'internet',
          entityId: id,
          entityNo: body.account,
          entityName: `Phòng ${label}`,
          building: body.building,
          summary: `Đăng ký internet phòng ${label}: ${body.provider}, tài khoản ${body.account}, ${priceText(body.monthly_price)}/tháng từ ${dayText(body.start_date)}`,
          after: { provider: body.provider, account: body.account, monthly_price: body.monthly_price, start_date: body.start_date },
        },
        at,
      ),
    ],
    s,
  );
});
