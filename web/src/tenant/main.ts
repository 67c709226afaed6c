import type { TenantBill } from '../../../shared/api/tenant-bills';
import { billView, messageView } from './bill-view';
import './tenant.css';

/** How often the page asks again while open, so a payment the bank reports shows without a reload. */
export const POLL_MS = 15_000;

/** The token of `/t/<token>`, whatever comes before it. */
export const tokenOf = (path: string) => decodeURIComponent(/\/t\/([^/?#]+)/.exec(path)?.[1] ?? '');

type Shown = { bill: TenantBill } | { status: number };

async function fetchBill(token: string): Promise<Shown> {
  const res = await fetch(`/api/t/${encodeURIComponent(token)}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  return res.ok ? { bill: (await res.json()) as TenantBill } : { status: res.status };
}

function show(root: HTMLElement, s: Shown | 'offline', last: TenantBill | undefined) {
  if (s !== 'offline' && 'bill' in s) return root.replaceChildren(billView(s.bill));
  // A bill already shown stays on screen when a later poll fails (no network, too many reads).
  if (last) return;
  if (s === 'offline') return root.replaceChildren(messageView('Không tải được hoá đơn', 'Vui lòng kiểm tra kết nối mạng và thử lại.'));
  if (s.status === 429) return root.replaceChildren(messageView('Vui lòng thử lại sau', 'Hoá đơn được mở quá nhiều lần, vui lòng thử lại sau một phút.'));
  root.replaceChildren(
    messageView('Không tìm thấy hoá đơn', 'Liên kết không đúng, đã hết hạn hoặc đã được thay bằng liên kết mới. Vui lòng liên hệ quản lý nhà trọ.'),
  );
}

/** Loads the bill, then again every 15 s while the page is visible and whenever it comes back into view. */
export function startTenantPage(root: HTMLElement, path = location.pathname): () => void {
  const token = tokenOf(path);
  let last: TenantBill | undefined;
  let busy = false;
  const load = async () => {
    if (busy) return;
    busy = true;
    try {
      const s = token ? await fetchBill(token) : { status: 404 };
      if ('bill' in s) last = s.bill;
      show(root, s, last);
    } catch {
      show(root, 'offline', last);
    } finally {
      busy = false;
    }
  };
  root.replaceChildren(messageView('Đang tải hoá đơn…', ''));
  void load();
  const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS);
  const onFocus = () => document.visibilityState === 'visible' && void load();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}

const root = document.getElementById('tenant-bill');
if (root) startTenantPage(root);
