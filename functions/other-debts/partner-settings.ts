import * as api from '../../shared/api/other-debts';
import { DEFAULT_PARTNER_NAME } from '../../shared/api/other-debts';
import { auditItem } from '../platform/audit';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { publicFields } from '../platform/db/records';
import { about, putItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';

type PartnerSettings = ReturnType<typeof api.partnerSettings.parse>;
const STALE = 'Tên đối tác vừa được người khác đổi, vui lòng tải lại';

/** The partner's display name (business rules §1): one Get; never set → the catalogue's name, version 0. */
export async function readPartnerSettings(): Promise<PartnerSettings> {
  const item = await getItem(keys.partnerSettings);
  return item ? publicFields<PartnerSettings>(item) : { name: DEFAULT_PARTNER_NAME, version: 0 };
}

export const getPartnerSettings = operation(api.getPartnerSettings, async () => readPartnerSettings());

/**
 * An admin renames the partner (no money moves: `commit` with the log line), on the version read: an
 * older one, or a save landing between this read and the write, is a 409 `stale` on `version`.
 * Lines already posted keep the name they were posted with; the debt report shows the new one.
 */
export const putPartnerSettings = operation(api.putPartnerSettings, async ({ body }, { caller }) => {
  const before = await readPartnerSettings();
  if (before.version !== body.version) throw new Conflict(STALE, 'version', 'stale');
  const at = nowIso();
  const next: PartnerSettings = { name: body.name, version: body.version + 1, updated_at: at, updated_by: caller.username };
  const put = putItem(
    { ...keys.partnerSettings, entity: 'partner_settings', ...next },
    body.version === 0
      ? { expression: 'attribute_not_exists(PK)', conflict: STALE }
      : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': body.version }, conflict: STALE },
  );
  const audit = auditItem(
    caller,
    {
      action: 'update',
      entity: 'partner_settings',
      entityId: 'partner',
      summary: `Đổi tên đối tác: ${before.name} → ${next.name}`,
      before: { name: before.name },
      after: { name: next.name },
    },
    at,
  );
  return commit([about(put, 'version'), audit], next);
});
