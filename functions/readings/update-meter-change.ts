import * as api from '../../shared/api/readings';
import type { MeterChange } from '../../shared/api/readings';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { getMeterChange, putMeterChangeItem } from './model/meter-change';
import { describeChange, writeMeterChange } from './meter-change-write';

/** Edits a meter change within its month (another month is another change: delete and enter it again). */
export const updateMeterChange = operation(api.updateMeterChange, async ({ params, body }, { caller }) => {
  const before = await getMeterChange(params.id);
  if (body.date.slice(0, 7) !== before.month) {
    const message = `Chỉ đổi được ngày trong tháng ${before.month.slice(5, 7)}/${before.month.slice(0, 4)}; lần thay ở tháng khác: hãy xoá và nhập lại`;
    throw new BadRequest(message, [{ path: 'date', message }]);
  }
  const at = nowIso();
  const { version: _v, ...values } = body;
  const after: MeterChange = { ...before, ...values, version: before.version + 1, updated_at: at, updated_by: caller.username };
  return writeMeterChange({
    caller,
    at,
    before,
    version: body.version,
    after,
    record: putMeterChangeItem(after, before.version),
    action: 'update',
    summary: `Sửa ${describeChange(after)}`,
    answer: after,
  });
});
