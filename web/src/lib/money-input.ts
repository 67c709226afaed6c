import { parseNumber } from './parse-number';

const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/**
 * How an amount field shows its value: `4500000` → `4.500.000`, `12.5` → `12,5`; empty stays empty.
 *
 * The number input hands its formatter the value it holds as a plain decimal string (`'12.5'`), never
 * the text on screen. Reading that string by the screen's rules (a dot groups thousands) turned 12,5
 * into 125 and 1.234,5 into 12.345, so here it is read as the number it is.
 */
export const formatMoneyInput = (value: number | string | null | undefined): string => {
  if (value === undefined || value === null || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? grouped.format(n) : '';
};

/**
 * What typed or pasted text means, by the spec's number rule (§5): non-digits go, a comma is the
 * decimal point, nothing numeric → empty. A decimal survives, so the form refuses `12,5` as "not whole
 * đồng" with the field's message instead of turning it into another amount.
 */
export const parseMoneyInput = (text: string | undefined): number => parseNumber(text) as number;
