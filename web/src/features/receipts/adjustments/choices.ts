import type { AdjustmentType } from '../../../../../shared/api/receipts/adjustments';

type Direction = 'credit' | 'debit';

/** The two kinds of note in staff's words (the same labels as the journal's voucher types). */
export const ADJUSTMENT_TYPE_LABELS: Record<AdjustmentType, string> = {
  payment_adjustment: 'Điều chỉnh tiền phòng',
  return_deposit_adjustment: 'Điều chỉnh trả cọc',
};

/**
 * What a credit or debit note does, in plain Vietnamese, per kind: a rent note lowers or raises what
 * the room owes; a deposit note applies deposit to the room's debt or gives back what was applied.
 */
export const DIRECTION_LABELS: Record<AdjustmentType, Record<Direction, string>> = {
  payment_adjustment: { credit: 'Giảm tiền phòng phải thu', debit: 'Tăng tiền phòng phải thu' },
  return_deposit_adjustment: { credit: 'Trừ tiền cọc vào tiền phòng phải thu', debit: 'Hoàn lại tiền cọc đã trừ' },
};

export const typeOptions = (Object.keys(ADJUSTMENT_TYPE_LABELS) as AdjustmentType[]).map((value) => ({ value, label: ADJUSTMENT_TYPE_LABELS[value] }));
export const directionOptions = (type: AdjustmentType) => (['credit', 'debit'] as const).map((value) => ({ value, label: DIRECTION_LABELS[type][value] }));
