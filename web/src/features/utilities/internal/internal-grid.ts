import type { InternalSheet } from '../../../../../shared/api/utilities';
import { usageBetween } from '../../../../../shared/readings/usage';
import { readingOfText } from '../../readings/reading-grid';

export type InternalRow = InternalSheet['rows'][number];

/**
 * What one consumer's row of the internal sheet shows while its reading is typed: the value, the
 * usage since the previous reading, its cost at the sheet's unit cost (rounded to đồng, as the server
 * posts it) and why it is refused. Internal meters have no meter changes: a reading below the
 * previous one is refused.
 */
export interface InternalLine {
  row: InternalRow;
  text: string;
  value: number | undefined;
  usage: number | null;
  amount: number | null;
  problem?: string;
  /** Differs from what is stored: will be sent. */
  changed: boolean;
}

export function internalLine(sheet: Pick<InternalSheet, 'unit_cost'>, row: InternalRow, text: string): InternalLine {
  const value = readingOfText(text);
  const base = { row, text, value, changed: value !== undefined && value !== row.current };
  if (text.trim() && value === undefined) return { ...base, usage: null, amount: null, problem: 'Chỉ số phải là số nguyên, tối đa 8 chữ số' };
  const u = usageBetween(row.previous ?? undefined, value);
  if (!u.ok) return { ...base, usage: null, amount: null, problem: `Chỉ số nhỏ hơn chỉ số kỳ trước (${u.floor})` };
  return { ...base, usage: u.usage, amount: u.usage === null ? null : Math.round(u.usage * sheet.unit_cost) };
}

export const UNIT_COST_SOURCE_TEXT: Record<InternalSheet['unit_cost_source'], string> = {
  state_bill: 'giá bình quân hoá đơn nhà nước tháng này',
  earlier_state_bill: 'giá bình quân hoá đơn nhà nước gần nhất trước đó',
  room_price: 'giá thu của phòng (chưa có hoá đơn nhà nước)',
};
