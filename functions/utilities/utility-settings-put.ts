import * as api from '../../shared/api/utilities';
import { auditItem } from '../platform/audit';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { UTILITY_SETTINGS_STALE, utilitySettingsItem, utilitySettingsNow } from './model/utility-settings';

/**
 * Saves the utility thresholds (admin; no money moves: the versioned Put and its log line in one
 * transaction). The admin sends the version they edited; an older one is refused before writing, and
 * a save landing between this read and the write loses on the Put's condition: 409 `stale` either way.
 */
export const putUtilitySettings = operation(api.putUtilitySettings, async ({ body }, { caller }) => {
  const before = await utilitySettingsNow();
  if (before.version !== body.version) throw new Conflict(UTILITY_SETTINGS_STALE, 'version', 'stale');
  const at = nowIso();
  const { version, ...values } = body;
  const next: api.UtilitySettings = { ...values, version: version + 1 };
  const { version: _v, ...old } = before;
  return commit(
    [
      utilitySettingsItem({ ...next, updated_at: at, updated_by: caller.username }, version),
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'utility_settings',
          entityId: 'utility_settings',
          summary: `Cài đặt điện nước (phiên bản ${next.version}): thất thoát ${values.loss_threshold}%, vượt trung vị ${values.median_excess}%, vượt mức giải thích ${values.explained_excess}%, phòng trống ${values.empty_room_tolerance}`,
          before: old,
          after: values,
        },
        at,
      ),
    ],
    next,
  );
});
