import type { InternalSheet } from '../../../../../shared/api/utilities';
import { usageBetween } from '../../../../../shared/readings/usage';
import { valueOf, valueRows } from '../../../../../shared/readings/valuation';
import { readingOfText } from '../../readings';

export type InternalRow = InternalSheet['rows'][number];

/**
 * What one consumer's row of the internal sheet shows while its reading is typed: the value, the
 * usage since the previous reading, its cost at the sheet's exact unit cost (rounded to đồng by the
 * server's own rule, shared/readings/valuation.ts) and why it is refused. Internal meters have no meter changes: a reading below the
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

export function internalLine(sheet: Pick<InternalSheet, 'unit_cost_basis'>, row: InternalRow, text: string): InternalLine {
  const value = readingOfText(text);
  const base = { row, text, value, changed: value !== undefined && value !== row.current };
  if (text.trim() && value === undefined) return { ...base, usage: null, amount: null, problem: 'Chỉ số phải là số nguyên, tối đa 8 chữ số' };
  const u = usageBetween(row.previous ?? undefined, value);
  if (!u.ok) return { ...base, usage: null, amount: null, problem: `Chỉ số nhỏ hơn chỉ số kỳ trước (${u.floor})` };
  return { ...base, usage: u.usage, amount: u.usage === null ? null : valueOf(u.usage, sheet.unit_cost_basis) };
}

/**
 * Every row as typed, the amounts apportioned together as the server posts them (largest remainder):
 * the rows add up to the total, which is the total usage valued once.
 */
export function internalLines(
  sheet: Pick<InternalSheet, 'unit_cost_basis' | 'rows'>,
  texts: Readonly<Record<string, string>>,
): { lines: InternalLine[]; totalAmount: number } {
  const lines = sheet.rows.map((r) => internalLine(sheet, r, texts[r.consumer_id] ?? ''));
  const valued = valueRows(
    lines.map((l) => l.usage),
    sheet.unit_cost_basis,
  );
  return { lines: lines.map((l, i) => ({ ...l, amount: valued.rows[i] ?? null })), totalAmount: valued.total };
}

export const UNIT_COST_SOURCE_TEXT: Record<InternalSheet['unit_cost_source'], string> = {
  state_bill: 'giá bình quân hoá đơn nhà nước tháng này',
  earlier_state_bill: 'giá bình quân hoá đơn nhà nước gần nhất trước đó',
  room_price: 'giá thu của phòng (chưa có hoá đơn nhà nước)',
};

/** Why a sheet's figures may still move: it was valued before its own month's state bill. */
export const PROVISIONAL_TEXT = 'tạm tính: khi có hoá đơn nhà nước tháng này, chi phí được tính lại theo giá của hoá đơn đó';
