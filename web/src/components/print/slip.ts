import { buildingName } from '../../../../shared/catalog/buildings';
import { formatDate, formatDateTime } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { escapeHtml, openPrintWindow } from './print-window';

/** One printed slip (A5): heading, number and date, label/value lines, amount in words, signatures. */
export interface SlipLayout {
  /** Building line at the top left. */
  issuer: string;
  heading: string;
  number?: string;
  /** `YYYY-MM-DD`; printed DD-MM-YYYY. */
  date: string;
  /** A red line under the heading (a reprint of a closed slip says what became of it). */
  stamp?: string;
  lines: readonly (readonly [label: string, value: string, strong?: boolean])[];
  /** "Số tiền bằng chữ". */
  amountInWords?: { label: string; amount: number };
  terms?: string;
  /** Signature boxes: title, and the name printed under the space. */
  signatures: readonly (readonly [title: string, name?: string])[];
}

/** Slips ignore the shared table borders: their lines are text, not a grid. */
const SLIP_CSS = `
  .slip { max-width: 128mm; margin: 0 auto; font-size: 13px; line-height: 1.45; }
  .slip .top { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; }
  .slip h1 { font-size: 17px; margin: 10px 0 2px; letter-spacing: .5px; }
  .slip .date { text-align: center; font-style: italic; margin-bottom: 10px; }
  .slip .stamp { text-align: center; color: #c00; font-weight: bold; margin-bottom: 6px; }
  .slip table.lines td { border: none; padding: 1px 0; }
  .slip table.lines td.label { width: 42%; white-space: nowrap; padding-right: 6px; }
  .slip .words { margin: 6px 0; }
  .slip .terms { font-size: 11px; font-style: italic; margin: 6px 0; }
  .slip table.signs { margin-top: 12px; table-layout: fixed; }
  .slip table.signs td { border: none; text-align: center; vertical-align: top; font-weight: bold; }
  .slip table.signs i { font-weight: normal; font-size: 11px; }
  .slip .space { height: 52px; }
  .slip .signed { font-weight: normal; }
  .slip .printed { margin-top: 10px; font-size: 10px; text-align: right; color: #555; }
`;

export function slipHtml(s: SlipLayout, printedAt: Date = new Date()): string {
  const e = escapeHtml;
  const lines = s.lines
    .map(([label, value, strong]) => `<tr><td class="label">${e(label)}:</td><td>${strong ? `<b>${e(value)}</b>` : e(value)}</td></tr>`)
    .join('');
  const words = s.amountInWords
    ? `<div class="words">${e(s.amountInWords.label)}: <i><b>${e(moneyInWords(s.amountInWords.amount))}</b></i></div>`
    : '';
  const signs = s.signatures
    .map(([title, name]) => `<td>${e(title)}<br><i>(Ký, ghi rõ họ tên)</i><div class="space"></div><div class="signed">${e(name ?? '')}</div></td>`)
    .join('');
  return (
    `<style>${SLIP_CSS}</style><div class="slip">` +
    `<div class="top"><div><b>${e(s.issuer)}</b></div>${s.number ? `<div>Số: <b>${e(s.number)}</b></div>` : ''}</div>` +
    `<h1>${e(s.heading)}</h1><div class="date">Ngày ${e(formatDate(s.date))}</div>` +
    (s.stamp ? `<div class="stamp">${e(s.stamp)}</div>` : '') +
    `<table class="lines"><tbody>${lines}</tbody></table>${words}` +
    (s.terms ? `<div class="terms">${e(s.terms)}</div>` : '') +
    `<table class="signs"><tr>${signs}</tr></table>` +
    `<div class="printed">In lúc ${e(formatDateTime(printedAt))}</div></div>`
  );
}

export const issuerOf = (building: string): string => `${buildingName(building)} (${building})`;

/** Opens the print window on one A5 slip. */
export const printSlip = (title: string, s: SlipLayout) => openPrintWindow({ title, bodyHtml: slipHtml(s), page: 'A5' });
