import type { PaperLook } from './paper';
import { escapeHtml } from './print-window';

/**
 * The A5 look of an expense slip on the accounting regime's form (Mẫu số 02-TT, Circular
 * 200/2014/TT-BTC): the form's corner above the paper and its Nợ/Có block at the right of the heading.
 */
export const TT02_LOOK: PaperLook = {
  cls: 'slip',
  box: 'max-width: 138mm; margin: 0 auto; ',
  heading: { size: 18, margin: 6 },
  labelWidth: '36%',
  termsMargin: 6,
  signsMargin: 12,
  signSpace: 52,
  extra: `  .form-no { max-width: 138mm; margin: 0 auto; text-align: right; font-size: 11px; }
  .slip .accounts { float: right; font-size: 12px; margin-top: -28px; text-align: left; }
  .slip table.signs td { font-size: 11px; }`,
};

export const TT02_CORNER =
  '<div class="form-no"><b>Mẫu số 02-TT</b><br><i>(Ban hành theo Thông tư số 200/2014/TT-BTC ngày 22/12/2014 của Bộ Tài chính)</i></div>';

/** The slip's Nợ / Có accounting numbers. */
export const tt02Accounts = (debit: string, credit: string) =>
  `<div class="accounts">Nợ: <b>${escapeHtml(debit)}</b><br>Có: <b>${escapeHtml(credit)}</b></div>`;
