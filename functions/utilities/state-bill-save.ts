import * as api from '../../shared/api/utilities';
import { METER_TYPE_NAMES, METER_UNITS } from '../../shared/readings/usage';
import { auditItem } from '../lib/audit';
import { Conflict } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { commit } from '../core/commit';
import { putStateBill, stateBillLabel, stateBillOf } from '../core/records/state-bill';

const same = (a: api.StateBill, b: { units: number; amount: number; period_start: string; period_end: string; note?: string }) =>
  a.units === b.units && a.amount === b.amount && a.period_start === b.period_start && a.period_end === b.period_end && (a.note ?? '') === (b.note ?? '');

/**
 * Saves a building's state bill of one type and month (a record, no money: the bill is paid with an
 * expense slip). Load the stored bill → the same figures again answer it as stored (a retry writes
 * nothing) → otherwise the caller must have read the version stored (0 or absent: none yet), and the
 * Put is conditioned on it, with its log line, in one transaction: a lost race is 409 `stale`.
 */
export const saveStateBill = operation(api.saveStateBill, async ({ body }, { caller }) => {
  const { version: seen = 0, ...figures } = body;
  const stored = await stateBillOf(body.building, body.type, body.month);
  if (stored && same(stored, figures)) return commit([], stored);
  const readVersion = stored?.version ?? 0;
  if (seen !== readVersion) throw new Conflict(`${stateBillLabel(body)} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');

  const at = nowIso();
  const next: api.StateBill = {
    building: body.building,
    type: body.type,
    month: body.month,
    units: body.units,
    amount: body.amount,
    period_start: body.period_start,
    period_end: body.period_end,
    ...(body.note ? { note: body.note } : {}),
    version: readVersion + 1,
    updated_by: caller.username,
    updated_at: at,
  };
  const pick = (b: api.StateBill) => ({ units: b.units, amount: b.amount, period_start: b.period_start, period_end: b.period_end, note: b.note ?? null });
  return commit(
    [
      putStateBill(next, readVersion),
      auditItem(
        caller,
        {
          action: stored ? 'update' : 'create',
          entity: 'state_bill',
          entityId: `${body.building}-${body.type}-${body.month}`,
          entityName: stateBillLabel(body),
          building: body.building,
          summary: `${stateBillLabel(body)}: ${body.units.toLocaleString('vi-VN')} ${METER_UNITS[body.type]}, ${body.amount.toLocaleString('vi-VN')} đ (${METER_TYPE_NAMES[body.type]} ${body.period_start} – ${body.period_end})`,
          before: stored ? pick(stored) : undefined,
          after: pick(next),
        },
        at,
      ),
    ],
    next,
  );
});
