import type { ChototItem } from '../../shared/api/expenses/chotot';
import { fold } from '../../shared/text/fold';
import { vnDate } from '../platform/time';

/**
 * What the Chợ Tốt import proposes, pure: one advertising expense slip per spend transaction dated
 * in the range (top-ups put money on the account, they are not expense), oldest first. Shared by the
 * API and the exported file, so both answer the same proposals for the same transactions.
 */
export interface ChototTransaction {
  id: string;
  /** `YYYY-MM-DD` (Asia/Ho_Chi_Minh). */
  date: string;
  amount: number;
  type: 'spend' | 'topup';
  description?: string;
}

/** A partner or file time as a Vietnamese calendar date: an instant with a zone, `YYYY-MM-DD…`, or `DD/MM/YYYY…`. */
export function dateOfTime(s: string): string | undefined {
  const t = s.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? undefined : vnDate(d);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const vn = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})/.exec(t);
  return vn ? `${vn[3]}-${vn[2]!.padStart(2, '0')}-${vn[1]!.padStart(2, '0')}` : undefined;
}

/** A spend or top-up by the words the API and the exported file use (English or Vietnamese). */
export function typeOf(s: string | undefined): ChototTransaction['type'] | undefined {
  const t = fold(s ?? '').trim();
  if (!t || t === 'spend' || t.startsWith('chi') || t.includes('tru tien') || t.includes('quang cao')) return 'spend';
  if (t === 'topup' || t.startsWith('nap')) return 'topup';
  return undefined;
}

export function proposals(transactions: readonly ChototTransaction[], from: string, to: string): ChototItem[] {
  return transactions
    .filter((t) => t.type === 'spend' && t.date >= from && t.date <= to && t.amount > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((t) => ({
      date: t.date,
      amount: t.amount,
      description: `Quảng cáo Chợ Tốt${t.description ? `: ${t.description}` : ''}`.slice(0, 500),
      reference: `chotot:${t.id}`.slice(0, 100),
    }));
}
