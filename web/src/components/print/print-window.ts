import { notify } from '../../api/notify';

/** Spec §9: the print window's size. */
export const PRINT_WINDOW = { width: 850, height: 600 } as const;
export type PageSize = 'A4' | 'A3' | 'A5';

export interface PrintOptions {
  title: string;
  /** Body markup; callers escape their data (see escapeHtml). */
  bodyHtml: string;
  page?: PageSize;
  landscape?: boolean;
  /** Open the browser's print dialog once the page is laid out (default true). */
  autoPrint?: boolean;
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const printPageCss = (page: PageSize, landscape: boolean): string => `
  @page { size: ${page}${landscape ? ' landscape' : ''}; margin: 10mm; }
  body { font-family: 'Times New Roman', Arial, sans-serif; font-size: 12px; color: #000; margin: 12px; }
  h1 { font-size: 16px; text-align: center; margin: 0 0 12px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #444; padding: 3px 5px; vertical-align: top; }
  th { background: #eee; }
  td.num { text-align: right; white-space: nowrap; }
  @media print { body { margin: 0; } }
`;

/**
 * Opens a separate 850×600 window with the page style chosen (A4, A3 or A5, optionally landscape)
 * and prints it. A blocked popup is reported instead of failing silently.
 */
export function openPrintWindow({ title, bodyHtml, page = 'A4', landscape = false, autoPrint = true }: PrintOptions): Window | null {
  const w = window.open('', '_blank', `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`);
  if (!w) {
    notify.warning('Cảnh báo', 'Trình duyệt đã chặn cửa sổ in. Vui lòng cho phép cửa sổ bật lên cho trang này.');
    return null;
  }
  w.document.open();
  w.document.write(
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${printPageCss(page, landscape)}</style></head><body>${bodyHtml}</body></html>`,
  );
  w.document.close();
  w.focus();
  if (autoPrint) setTimeout(() => w.print(), 300);
  return w;
}
