import { formatDateTime } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { escapeHtml } from './print-window';

export type Line = readonly [label: string, value: string, strong?: boolean];

/** What every printed voucher has around its body: who issues it, heading, number and date, words, signatures. */
export interface Paper {
  /** Building line at the top left. */
  issuer: string;
  heading: string;
  number?: string;
  /** `YYYY-MM-DD`; printed DD-MM-YYYY. */
  date: string;
  /** A red line under the heading (a reprint of a closed slip says what became of it). */
  stamp?: string;
  /** "Số tiền bằng chữ". */
  amountInWords?: { label: string; amount: number };
  terms?: string;
  /** Signature boxes: title, and the name printed under the space. */
  signatures: readonly (readonly [title: string, name?: string])[];
}

/** The sizes that make an A5 slip or an A4 document of the same look. */
export interface PaperLook {
  /** The wrapper's class, which scopes the styles. */
  cls: string;
  /** Extra rules of the wrapper itself (a slip is narrow and centred). */
  box?: string;
  heading: { size: number; margin: number };
  labelWidth: string;
  termsMargin: number;
  signsMargin: number;
  signSpace: number;
  /** More rules, already scoped. */
  extra?: string;
}

/** Paper ignores the shared table borders: its lines are text, not a grid. */
const css = (l: PaperLook) => {
  const c = `.${l.cls}`;
  return `
  ${c} { ${l.box ?? ''}font-size: 13px; line-height: 1.45; }
  ${c} .top { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; }
  ${c} h1 { font-size: ${l.heading.size}px; margin: ${l.heading.margin}px 0 2px; letter-spacing: .5px; }
  ${c} .date { text-align: center; font-style: italic; margin-bottom: 10px; }
  ${c} .stamp { text-align: center; color: #c00; font-weight: bold; margin-bottom: 6px; }
  ${c} table.lines td { border: none; padding: 1px 0; }
  ${c} table.lines td.label { width: ${l.labelWidth}; white-space: nowrap; padding-right: 6px; }
  ${c} .words { margin: 6px 0; }
  ${c} .terms { font-size: 11px; font-style: italic; margin: ${l.termsMargin}px 0; }
  ${c} table.signs { margin-top: ${l.signsMargin}px; table-layout: fixed; }
  ${c} table.signs td { border: none; text-align: center; vertical-align: top; font-weight: bold; }
  ${c} table.signs i { font-weight: normal; font-size: 11px; }
  ${c} .space { height: ${l.signSpace}px; }
  ${c} .signed { font-weight: normal; }
  ${c} .printed { margin-top: 10px; font-size: 10px; text-align: right; color: #555; }
${l.extra ?? ''}`;
};

/** Label/value lines, the strong ones in bold. */
export const linesHtml = (lines: readonly Line[]): string =>
  `<table class="lines"><tbody>${lines
    .map(
      ([label, value, strong]) => `<tr><td class="label">${escapeHtml(label)}:</td><td>${strong ? `<b>${escapeHtml(value)}</b>` : escapeHtml(value)}</td></tr>`,
    )
    .join('')}</tbody></table>`;

/** A whole printed voucher: its paper around `body` (already HTML), then words, terms, signatures and the time printed. */
/** A voucher's date as Vietnamese vouchers print it: `Ngày 26 tháng 11 năm 2026` (YYYY-MM-DD in). */
export const voucherDay = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `Ngày ${d} tháng ${m} năm ${y}`;
};

export function paperHtml(look: PaperLook, p: Paper, body: string, printedAt: Date = new Date()): string {
  const e = escapeHtml;
  const words = p.amountInWords ? `<div class="words">${e(p.amountInWords.label)}: <i><b>${e(moneyInWords(p.amountInWords.amount))}</b></i></div>` : '';
  const signs = p.signatures
    .map(([title, name]) => `<td>${e(title)}<br><i>(Ký, ghi rõ họ tên)</i><div class="space"></div><div class="signed">${e(name ?? '')}</div></td>`)
    .join('');
  return (
    `<style>${css(look)}</style><div class="${look.cls}">` +
    `<div class="top"><div><b>${e(p.issuer)}</b></div>${p.number ? `<div>Số: <b>${e(p.number)}</b></div>` : ''}</div>` +
    `<h1>${e(p.heading)}</h1><div class="date">${e(voucherDay(p.date))}</div>` +
    (p.stamp ? `<div class="stamp">${e(p.stamp)}</div>` : '') +
    body +
    words +
    (p.terms ? `<div class="terms">${e(p.terms)}</div>` : '') +
    `<table class="signs"><tr>${signs}</tr></table>` +
    `<div class="printed">In lúc ${e(formatDateTime(printedAt))}</div></div>`
  );
}
