import * as api from '../../shared/api/utilities';
import { deviceName } from '../../shared/catalog/devices';
import { auditItem } from '../platform/audit';
import { keys } from '../platform/db/keys';
import { about, conditionCheck, putItem, updateItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { ALREADY_FINALIZED, analysisDevicesOf, analysisLogOf } from './model/consumption-analysis';
import { getRoom } from '../kernel/model/room';
import { monthText } from '../../shared/dates';

/**
 * A room's devices of a month (used by both analyses): one item per room, put on the version read,
 * refused once either analysis of the month is finalized (checked again in the transaction: the logs
 * still absent). The month's marker moves on with every edit, so a finalize that read the devices
 * before this edit is refused rather than storing stale devices.
 */
export const putAnalysisDevices = operation(api.putAnalysisDevices, async ({ body }, { caller }) => {
  const { month, building, room_id, devices } = body;
  const [, stored, e, w] = await Promise.all([
    getRoom(building, room_id),
    analysisDevicesOf(month, building, room_id),
    analysisLogOf('E', month),
    analysisLogOf('W', month),
  ]);
  if (e || w) throw new Conflict(`${ALREADY_FINALIZED} ${e ? 'điện' : 'nước'} tháng ${monthText(month)}: không sửa được thiết bị`, 'month', 'state');
  const version = stored.version;
  const at = nowIso();
  const conflict = `Thiết bị phòng ${room_id} vừa được người khác thay đổi, vui lòng tải lại`;
  const notFinalized = (type: 'E' | 'W') =>
    conditionCheck(keys.analysisLog(type, month), {
      expression: 'attribute_not_exists(PK)',
      conflict: `${ALREADY_FINALIZED} tháng ${monthText(month)}`,
      field: 'month',
      code: 'state',
    });
  const names = (d: readonly string[]) => (d.length ? d.map(deviceName).join(', ') : 'không có');
  const answer = { message: `Đã cập nhật thiết bị phòng ${room_id} toà ${building}` };
  return commit(
    [
      about(
        putItem(
          {
            ...keys.analysisDevices(month, building, room_id),
            entity: 'analysis_devices',
            month,
            building,
            room_id,
            devices,
            version: version + 1,
            updated_at: at,
            updated_by: caller.username,
          },
          version === 0
            ? { expression: 'attribute_not_exists(PK)', conflict }
            : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': version }, conflict },
        ),
        'devices',
      ),
      notFinalized('E'),
      notFinalized('W'),
      updateItem(keys.analysisDevicesMark(month), {
        expression: 'SET entity = :e ADD #version :one',
        names: { '#version': 'version' },
        values: { ':e': 'analysis_devices_mark', ':one': 1 },
      }),
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'analysis_devices',
          entityId: `${month}-${building}-${room_id}`,
          entityName: `Phòng ${room_id} (${building})`,
          building,
          summary: `Thiết bị phòng ${room_id} toà ${building} tháng ${monthText(month)}: ${names(devices)}`,
          before: stored.devices ? { devices: stored.devices } : undefined,
          after: { devices },
        },
        at,
      ),
    ],
    answer,
  );
});
