import { formatDate, formatDateTime } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { escapeHtml, openPrintWindow, type PageSize } from './print-window';

/** A part of a printed document: label/value lines, a bordered table, or a paragraph. */
export type DocSection =
  | { kind: 'lines'; title?: string; lines: readonly (readonly [label: string, value: string, strong?: boolean])[] }
  | { kind: 'table'; title?: string; headers: readonly string[]; rows: readonly (readonly string[])[]; numeric?: readonly number[]; strongRows?: readonly number[]; empty?: string }
  | { kind: 'text'; title?: string; text: string };

/** A full-page document (A4): the slips' look (slip.ts), with room for lists of people and money. */
export interface DocLayout {
  issuer: string;
  heading: string;
  number?: string;
  /** `YYYY-MM-DD`; printed DD-MM-YYYY. */
  date: string;
  stamp?: string;
  sections: readonly DocSection[];
  amountInWords?: { label: string; amount: number };
  terms?: string;
  signatures: readonly (readonly [title: string, name?: string])[];
}

const DOC_CSS = `
  .doc { font-size: 13px; line-height: 1.45; }
  .doc .top { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; }
  .doc h1 { font-size: 18px; margin: 12px 0 2px; letter-spacing: .5px; }
  .doc .date { text-align: center; font-style: italic; margin-bottom: 10px; }
  .doc .stamp { text-align: center; color: #c00; font-weight: bold; margin-bottom: 6px; }
  .doc h2 { font-size: 13px; margin: 10px 0 4px; text-transform: uppercase; }
  .doc table.lines td { border: none; padding: 1px 0; }
  .doc table.lines td.label { width: 34%; white-space: nowrap; padding-right: 6px; }
  .doc table.grid tr.strong td { font-weight: bold; }
  .doc .words { margin: 6px 0; }
  .doc .terms { font-size: 11px; font-style: italic; margin: 8px 0; }
  .doc table.signs { margin-top: 14px; table-layout: fixed; }
  .doc table.signs td { border: none; text-align: center; vertical-align: top; font-weight: bold; }
  .doc table.signs i { font-weight: normal; font-size: 11px; }
  .doc .space { height: 64px; }
  .doc .signed { font-weight: normal; }
  .doc .printed { margin-top: 10px; font-size: 10px; text-align: right; color: #555; }
`;

function sectionHtml(s: DocSection): string {
  const e = escapeHtml;
  const title = s.title ? `<h2>${e(s.title)}</h2>` : '';
  if (s.kind === 'text') return `${title}<p>${e(s.text)}</p>`;
  if (s.kind === 'lines')
    return `${title}<table class="lines"><tbody>${s.lines
      .map(([label, value, strong]) => `<tr><td class="label">${e(label)}:</td><td>${strong ? `<b>${e(value)}</b>` : e(value)}</td></tr>`)
      .join('')}</tbody></table>`;
  const head = `<tr>${s.headers.map((h) => `<th>${e(h)}</th>`).join('')}</tr>`;
  const body = s.rows.length
    ? s.rows
        .map(
          (r, i) =>
            `<tr${s.strongRows?.includes(i) ? ' class="strong"' : ''}>${r.map((c, j) => `<td${s.numeric?.includes(j) ? ' class="num"' : ''}>${e(c)}</td>`).join('')}</tr>`,
        )
        .join('')
    : `<tr><td colspan="${s.headers.length}" style="text-align:center">${e(s.empty ?? 'Không có')}</td></tr>`;
  return `${title}<table class="grid"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

export function docHtml(d: DocLayout, printedAt: Date = new Date()): string {
  const e = escapeHtml;
  const words = d.amountInWords ? `<div class="words">${e(d.amountInWords.label)}: <i><b>${e(moneyInWords(d.amountInWords.amount))}</b></i></div>` : '';
  const signs = d.signatures
    .map(([title, name]) => `<td>${e(title)}<br><i>(Ký, ghi rõ họ tên)</i><div class="space"></div><div class="signed">${e(name ?? '')}</div></td>`)
    .join('');
  return (
    `<style>${DOC_CSS}</style><div class="doc">` +
    `<div class="top"><div><b>${e(d.issuer)}</b></div>${d.number ? `<div>Số: <b>${e(d.number)}</b></div>` : ''}</div>` +
    `<h1>${e(d.heading)}</h1><div class="date">Ngày ${e(formatDate(d.date))}</div>` +
    (d.stamp ? `<div class="stamp">${e(d.stamp)}</div>` : '') +
    d.sections.map(sectionHtml).join('') +
    words +
    (d.terms ? `<div class="terms">${e(d.terms)}</div>` : '') +
    `<table class="signs"><tr>${signs}</tr></table>` +
    `<div class="printed">In lúc ${e(formatDateTime(printedAt))}</div></div>`
  );
}

export const printDoc = (title: string, d: DocLayout, page: PageSize = 'A4') => openPrintWindow({ title, bodyHtml: docHtml(d), page });
