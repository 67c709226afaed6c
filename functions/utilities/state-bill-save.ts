import * as api from '../../shared/api/utilities';
import { lastDayOf } from '../../shared/dates';
import { METER_TYPE_NAMES, METER_UNITS } from '../../shared/readings/usage';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { latestPaymentMonth } from '../kernel/ledger/edit-lock';
import { postVoucher } from '../kernel/voucher';
import { internalSheetsAround, putInternalSheet, sameCost, unitCostNow } from './model/internal-sheet';
import { internalUseLabel, internalVoucherNo, revalueInternal } from './model/internal-use-voucher';
import { putStateBill, stateBillLabel, stateBillOf } from './model/state-bill';
import { dayDash, monthDash } from '../bills';

const same = (a: api.StateBill, b: { units: number; amount: number; period_start: string; period_end: string; note?: string }) =>
  a.units === b.units && a.amount === b.amount && a.period_start === b.period_start && a.period_end === b.period_end && (a.note ?? '') === (b.note ?? '');

// As people read them (DD-MM-YYYY, MM-YYYY), in the refusal and the log line.
const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/**
 * A closed month's loss and monthly report must not move (issue 21 §3): the bill is dated its month's
 * last day, under the same edit lock as the month's internal readings (business rules §5), and the
 * lock is checked again in the transaction (postVoucher) in case a billing run lands meanwhile.
 */
async function assertOpen(body: Pick<api.StateBill, 'building' | 'type' | 'month'>): Promise<void> {
  const locked = await latestPaymentMonth();
  if (locked && lastDayOf(body.month) < `${locked}-01`)
    throw new Conflict(
      `Kỳ đã khoá sổ: đã tính tiền tháng ${monthDash(locked)}, số liệu trước ngày 01-${monthDash(locked)} không sửa được; không lưu được hoá đơn ${METER_TYPE_NAMES[body.type]} nhà nước tháng ${monthDash(body.month)} toà ${body.building}`,
      'month',
      'period_locked',
    );
}

/**
 * Saves a building's state bill of one type and month (the bill is paid with an expense slip; this
 * is the record the loss is computed from). Load the stored bill, the month's internal sheet and
 * the unit cost the bill gives it → the same figures again, with the sheet already valued at them,
 * answer the bill as stored (a retry writes nothing) → otherwise the caller must have read the
 * version stored (0 or absent: none yet). The bill on that version, the month's internal sheet
 * re-valued at the bill's price (issue 21 §5: reversal + new entry through the voucher kernel, so
 * 6428 and the loss use the same month's price), the edit lock and the log line: ONE transaction.
 */
export const saveStateBill = operation(api.saveStateBill, async ({ body }, { caller }) => {
  const { version: seen = 0, ...figures } = body;
  const { building, type, month } = body;
  await assertOpen(body);
  const [stored, sheets, cost] = await Promise.all([
    stateBillOf(building, type, month),
    internalSheetsAround(building, type, month),
    unitCostNow(building, type, month, { month, units: body.units, amount: body.amount }),
  ]);
  const sheet = sheets.find((s) => s.month === month);
  const revalue = !!sheet && !sameCost(sheet, cost);
  if (stored && same(stored, figures) && !revalue) return commit([], stored);
  const readVersion = stored?.version ?? 0;
  if (seen !== readVersion) throw new Conflict(`${stateBillLabel(body)} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');

  const at = nowIso();
  const next: api.StateBill = {
    building,
    type,
    month,
    units: body.units,
    amount: body.amount,
    period_start: body.period_start,
    period_end: body.period_end,
    ...(body.note ? { note: body.note } : {}),
    version: readVersion + 1,
    updated_by: caller.username,
    updated_at: at,
  };
  const internal = sheet && revalue ? revalueInternal(sheet, sheets, cost, at, caller.username) : undefined;
  const pick = (b: api.StateBill) => ({ units: b.units, amount: b.amount, period_start: b.period_start, period_end: b.period_end, note: b.note ?? null });
  const revalued = internal?.moved
    ? `; định giá lại ${internalUseLabel(sheet!)} (${internalVoucherNo(sheet!)}): ${money(internal.before)} → ${money(internal.after)}`
    : '';
  return postVoucher(async () => ({
    caller,
    at,
    lockDates: { month: lastDayOf(month) },
    records: [putStateBill(next, readVersion), ...(internal ? [putInternalSheet(internal.next, sheet!.version)] : [])],
    entries: internal?.entries ?? [],
    audit: {
      action: stored ? 'update' : 'create',
      entity: 'state_bill',
      entityId: `${building}-${type}-${month}`,
      entityName: stateBillLabel(body),
      building,
      summary: `${stateBillLabel(body)}: ${body.units.toLocaleString('vi-VN')} ${METER_UNITS[type]}, ${money(body.amount)} (${METER_TYPE_NAMES[type]} ${dayDash(body.period_start)} – ${dayDash(body.period_end)})${revalued}`,
      before: stored ? pick(stored) : undefined,
      after: pick(next),
    },
    answer: next,
  }));
});
