import { lastDayOf } from '../../../shared/dates';
import { METER_TYPE_NAMES } from '../../../shared/readings/usage';
import { buildEntry, reversalOf, type Entry } from '../../kernel/ledger/entry';
import { internalTable, type InternalStoredSheet } from '../rules/internal-sheet-rules';
import type { UnitCost } from '../rules/utility-balance-rules';

/**
 * The expense voucher of a building's internal use in a month (business rules §5: their cost is an
 * expense): Dr 6428 "Điện nước dùng nội bộ" / Cr 6323 (E) or 6322 (W), dated the month's last day, one
 * voucher id per building, type and month. A new amount reverses the entry in force and posts the new
 * one (nothing edited in place); an amount of 0 posts nothing.
 */

export const internalVoucherId = (s: Pick<InternalStoredSheet, 'building' | 'type' | 'month'>) => `INT-${s.building}-${s.type}-${s.month}`;
export const internalVoucherNo = (s: Pick<InternalStoredSheet, 'building' | 'type' | 'month'>) =>
  `NB${s.type === 'E' ? 'D' : 'N'}${s.building}${s.month.slice(2, 4)}${s.month.slice(5, 7)}`;
export const internalUseLabel = (s: Pick<InternalStoredSheet, 'building' | 'type' | 'month'>) =>
  `${METER_TYPE_NAMES[s.type]} nội bộ tháng ${s.month.slice(5, 7)}/${s.month.slice(0, 4)} toà ${s.building}`;

/** The sheet as written next (version moved on) and the entries that bring the ledger to `amount`. */
export function repostInternal(
  sheet: InternalStoredSheet,
  amount: number,
  at: string,
  by: string,
): { next: InternalStoredSheet; entries: Entry[]; moved: boolean } {
  const moved = sheet.posted_amount !== amount;
  const { entry: inForceNow, ...rest } = sheet;
  const label = internalUseLabel(sheet);
  const entry =
    moved && amount > 0
      ? buildEntry(
          {
            date: lastDayOf(sheet.month),
            building: sheet.building,
            voucher_type: 'internal_use',
            voucher_id: internalVoucherId(sheet),
            voucher_no: internalVoucherNo(sheet),
            description: `Chi phí ${label}`,
            lines: [
              { account_key: 'internal_utilities', debit: amount },
              { account_key: sheet.type === 'E' ? 'electricity' : 'water', credit: amount },
            ],
          },
          at,
        )
      : undefined;
  const reversal = moved && inForceNow ? reversalOf(inForceNow, inForceNow.date, `Sửa chi phí ${label}`, at) : undefined;
  const inForce = moved ? entry : inForceNow;
  return {
    next: {
      ...rest,
      version: sheet.version + 1,
      voucher_id: inForce ? internalVoucherId(sheet) : null,
      posted_amount: inForce ? amount : 0,
      ...(inForce ? { entry: inForce } : {}),
      updated_at: at,
      updated_by: by,
    },
    entries: [reversal, entry].filter((e): e is Entry => !!e),
    moved,
  };
}

/**
 * The month's stored sheet valued at `cost` (its month's state bill, as that bill is saved): the
 * sheet to write on the version read, with the reversal of the entry in force and the new one when
 * the amount moves, so 6428 and the loss always use the same month's price. `sheets`: the months the
 * sheet's usage is read from (the previous readings).
 */
export function revalueInternal(sheet: InternalStoredSheet, sheets: readonly InternalStoredSheet[], cost: UnitCost, at: string, by: string) {
  const valued: InternalStoredSheet = { ...sheet, ...cost };
  const all = sheets.map((s) => (s.month === sheet.month ? valued : s));
  const amount = internalTable({
    building: sheet.building,
    type: sheet.type,
    month: sheet.month,
    sheets: all,
    unitCost: cost,
    voucherId: sheet.voucher_id,
    version: sheet.version,
  }).total_amount;
  return { ...repostInternal(valued, amount, at, by), before: sheet.posted_amount, after: amount };
}
