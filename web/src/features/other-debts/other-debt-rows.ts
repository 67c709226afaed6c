import type { DebtReportLine } from '../../../../shared/api/other-debts';

/** One row of the other-debts summary: a report line, or a summary row (bold). */
export interface OtherDebtRow extends DebtReportLine {
  key: string;
  isTotal: boolean;
}

export interface OtherDebtReports {
  gam: DebtReportLine;
  partner: DebtReportLine;
  loans: readonly DebtReportLine[];
}

/**
 * Spec §2 rows, in order: the landlady receivable and its total, the partner ({name}) receivable and
 * its total, each lender's loan and the final loan total (the loan report's last element).
 */
export function otherDebtRows(r: OtherDebtReports | undefined): OtherDebtRow[] {
  if (!r) return [];
  const loans = r.loans.slice(0, -1);
  const loanTotal = r.loans.at(-1);
  return [
    { ...r.gam, key: 'gam', isTotal: false },
    { ...r.gam, key: 'gam-total', classification: `Tổng ${lower(r.gam.classification)}`, object: '', isTotal: true },
    { ...r.partner, key: 'partner', isTotal: false },
    { ...r.partner, key: 'partner-total', classification: `Tổng ${lower(r.partner.classification)}`, object: '', isTotal: true },
    ...loans.map((l, i) => ({ ...l, key: `loan-${i}`, isTotal: false })),
    ...(loanTotal ? [{ ...loanTotal, key: 'loan-total', isTotal: true }] : []),
  ];
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
