import { ulid } from 'ulid';
import * as api from '../../shared/api/readings';
import type { MeterChange } from '../../shared/api/readings';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { createMeterChangeItem } from './model/meter-change';
import { getRoom } from '../kernel/model/room';
import { describeChange, writeMeterChange } from './meter-change-write';

/** A meter change: the old meter's final reading and the new one's start, on a date (one per room, type and month). */
export const createMeterChange = operation(api.createMeterChange, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  const at = nowIso();
  const change: MeterChange = { id: ulid(), ...body, month: body.date.slice(0, 7), version: 1, created_at: at, created_by: caller.username };
  return writeMeterChange({
    caller,
    at,
    after: change,
    record: createMeterChangeItem(change),
    action: 'create',
    summary: `Nhập ${describeChange(change)}`,
    answer: change,
  });
});
