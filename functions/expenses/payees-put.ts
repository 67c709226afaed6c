import * as api from '../../shared/api/expenses/payees';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { payeeSettingsItem, readPayees } from './model/payee-settings';
import { saveSetting } from './save-setting';

const STALE = 'Danh sách người nhận tiền vừa được người khác thay đổi, vui lòng tải lại';

/**
 * Saves the whole payee list (no money moves: `commit` with the log line). The admin sends the version
 * they edited; an older one is refused before writing, and a save landing between this read and the
 * write loses on the Put's condition: either way 409 `stale` on `version`. A payee is never dropped by
 * accident: one that old slips name stays in the list, made inactive (the screen offers no delete).
 */
export const putPayees = operation(api.putPayees, async ({ body }, { caller }) => {
  const before = await readPayees(true);
  if (before.version !== body.version) throw new Conflict(STALE, 'version', 'stale');
  const at = nowIso();
  // An empty bank name is no bank name (the item keeps no empty strings).
  const payees = body.payees.map(({ bank_name, ...p }): api.Payee => ({ ...p, ...(bank_name ? { bank_name } : {}) }));
  const next: api.PayeeSettings = { payees, version: body.version + 1, updated_at: at, updated_by: caller.username };
  const active = payees.filter((p) => p.active).length;
  return saveSetting(
    caller,
    at,
    payeeSettingsItem(next, body.version),
    {
      entity: 'payee_settings',
      summary: `Danh sách người nhận tiền (phiên bản ${next.version}): ${payees.length} người nhận, ${active} còn dùng`,
      before: { payees: before.payees },
      after: { payees: next.payees },
    },
    next,
  );
});
