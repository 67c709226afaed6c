import * as api from '../../shared/api/readings';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { deleteMeterChangeItem, getMeterChange } from './model/meter-change';
import { describeChange, writeMeterChange } from './meter-change-write';

/** Deletes a wrongly entered meter change, unless a reading of the room now depends on it. */
export const deleteMeterChange = operation(api.deleteMeterChange, async ({ params, body }, { caller }) => {
  const before = await getMeterChange(params.id);
  return writeMeterChange({
    caller,
    at: nowIso(),
    before,
    version: body.version,
    record: deleteMeterChangeItem(before),
    action: 'delete',
    summary: `Xoá ${describeChange(before)} (${body.reason})`,
    answer: before,
  });
});
