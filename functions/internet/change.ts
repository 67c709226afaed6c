import type { InternetAction, InternetService } from '../../shared/api/internet';
import { commit } from '../kernel/commit';
import { assertDatesOpen, editLockCheck } from '../kernel/ledger/edit-lock';
import { afterChange, changeItem, getInternet, roomFreedItem, roomTakenItem } from './model/internet';
import { planChange, type ChangeInput } from './rules/internet-rules';
import { getRoom, roomLabel } from '../kernel/model/room';
import type { LogAction } from '../../shared/catalog/log-actions';
import { auditItem } from '../platform/audit';
import type { Caller } from '../platform/claims';
import type { TxItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { nowIso } from '../platform/time';
import { dayText } from '../../shared/dates';

/** Money in a stored text: plain đồng, formatted where it is shown. */
export const priceText = (n: number) => `${n} đ`;

const WORDS: Record<InternetAction, { log: LogAction; verb: string }> = {
  activate: { log: 'update', verb: 'Mở lại internet' },
  cut: { log: 'update', verb: 'Cắt internet' },
  cancel: { log: 'delete', verb: 'Huỷ internet' },
  change_room: { log: 'update', verb: 'Chuyển internet' },
};

interface ChangeBody extends ChangeInput {
  building: InternetService['building'];
  id: string;
  version: number;
}

/**
 * Load → decide → write once, for every change of a service: the version the caller saw must still be
 * the service's (409 `stale` on `id` otherwise), the rules decide (internet-rules.ts), and the service's
 * guarded update, the room markers it moves, the edit-lock check and the log line commit together
 * with the stored Idempotency-Key answer.
 */
export async function changeService(action: InternetAction, body: ChangeBody, caller: Pick<Caller, 'sub' | 'username'>): Promise<InternetService> {
  const s = await getInternet(body.building, body.id);
  const label = roomLabel(s.building, s.room_id);
  if (s.version !== body.version) throw new Conflict(`Internet phòng ${label} vừa được người khác thay đổi, vui lòng tải lại`, 'id', 'stale');
  const at = nowIso();
  const next = planChange(s, action, body, at, caller.username);
  if (action === 'change_room') await getRoom(s.building, next.room_id);
  const lockDates = { date: body.date };
  await assertDatesOpen(lockDates);

  const rooms: TxItem[] = [];
  if (next.room_id !== s.room_id) rooms.push(roomFreedItem(s.building, s.room_id, s.id), roomTakenItem(s.building, next.room_id, s.id));
  if (next.status === 'cancelled') rooms.push(roomFreedItem(s.building, s.room_id, s.id));

  const what = [
    `${WORDS[action].verb} phòng ${label}`,
    action === 'change_room' ? ` sang phòng ${roomLabel(s.building, next.room_id)}` : '',
    ` từ ${dayText(body.date)}`,
    next.monthly_price !== s.monthly_price ? `, giá ${priceText(s.monthly_price)} → ${priceText(next.monthly_price)}/tháng` : '',
    body.reason ? ` (${body.reason})` : '',
  ].join('');
  const answer = afterChange(s, next, at);
  await commit(
    [
      ...editLockCheck(lockDates),
      changeItem(s, action, next, at),
      ...rooms,
      auditItem(
        caller,
        {
          action: WORDS[action].log,
          entity: 'internet',
          entityId: s.id,
          entityNo: s.account,
          entityName: `Phòng ${roomLabel(s.building, next.room_id)}`,
          building: s.building,
          summary: `${what}: ${s.provider}, tài khoản ${s.account}`,
          before: { status: s.status, room_id: s.room_id, monthly_price: s.monthly_price },
          after: { status: next.status, room_id: next.room_id, monthly_price: next.monthly_price },
        },
        at,
      ),
    ],
    answer,
  );
  return answer;
}
