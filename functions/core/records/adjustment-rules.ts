import { allocate, type Allocation, type OpenBill } from './receipt-rules';

/**
 * How a room money adjustment moves the room's 1311 (business rules §7), pure. A credit note lowers
 * what the room owes: Dr 5211 / Cr 1311, and like a receipt it settles the open bills oldest first,
 * the rest a standing credit. A debit note raises it: Dr 1311 / Cr 5211, and first uses up the
 * room's standing credit (what it adds beyond that is owed on 1311, outside any bill).
 */
export type Direction = 'credit' | 'debit';

export interface AdjustmentPlan {
  allocations: Allocation[];
  credit: number;
}

export function planAdjustment(direction: Direction, amount: number, credit: number, bills: readonly OpenBill[]): AdjustmentPlan {
  if (direction === 'credit') return allocate(amount, credit, bills);
  return { allocations: [], credit: Math.max(0, credit - amount) };
}

/** The entry's lines: 5211 (room_revenue_adjustment) against 1311 (customer_receivable) on the room. */
export function adjustmentLines(direction: Direction, amount: number, object: string, objectName: string) {
  const room = { account_key: 'customer_receivable', object, object_name: objectName };
  const revenue = { account_key: 'room_revenue_adjustment' };
  return direction === 'credit'
    ? [{ ...revenue, debit: amount }, { ...room, credit: amount }]
    : [{ ...room, debit: amount }, { ...revenue, credit: amount }];
}

/** DC<building><YYMM>-NNN. */
export const adjustmentNo = (building: string, date: string, seq: number) => `DC${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;
