import { linesHtml, paperHtml, type Line, type Paper, type PaperLook } from './paper';
import { escapeHtml, openPrintWindow, type PageSize } from './print-window';

/** A part of a printed document: label/value lines, a bordered table, or a paragraph. */
export type DocSection =
  | { kind: 'lines'; title?: string; lines: readonly Line[] }
  | {
      kind: 'table';
      title?: string;
      headers: readonly string[];
      rows: readonly (readonly string[])[];
      numeric?: readonly number[];
      strongRows?: readonly number[];
      empty?: string;
    }
  | { kind: 'text'; title?: string; text: string };

/** A full-page document (A4): the slips' look (slip.ts), with room for lists of people and money. */
export interface DocLayout extends Paper {
  sections: readonly DocSection[];
}

const DOC: PaperLook = {
  cls: 'doc',
  heading: { size: 18, margin: 12 },
  labelWidth: '34%',
  termsMargin: 8,
  signsMargin: 14,
  signSpace: 64,
  extra: `  .doc h2 { font-size: 13px; margin: 10px 0 4px; text-transform: uppercase; }
  .doc table.grid tr.strong td { font-weight: bold; }`,
};

function sectionHtml(s: DocSection): string {
  const e = escapeHtml;
  const title = s.title ? `<h2>${e(s.title)}</h2>` : '';
  if (s.kind === 'text') return `${title}<p>${e(s.text)}</p>`;
  if (s.kind === 'lines') return title + linesHtml(s.lines);
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

export const docHtml = (d: DocLayout, printedAt: Date = new Date()): string => paperHtml(DOC, d, d.sections.map(sectionHtml).join(''), printedAt);

export const printDoc = (title: string, d: DocLayout, page: PageSize = 'A4') => openPrintWindow({ title, bodyHtml: docHtml(d), page });
