import dayjs from 'dayjs';
import type { DashboardBuilding } from '../../../../../shared/api/rooms/dashboard';
import { ISO_DATE } from '../../../lib/format';

/**
 * Where each dashboard figure is listed, with the filters in the URL (the screens keep theirs there:
 * useUrlState), so a click shows exactly the rows the figure counts.
 */
export const dashboardLinks = (b: Pick<DashboardBuilding, 'building' | 'overdue_deposits' | 'open_repairs'>, today: string, month: string) => {
  const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams({ building: b.building, ...params }).toString()}`;
  // The deposit list reads one month partition per month of its range: from the oldest overdue deposit's month, at most 12 months back.
  const oldest = b.overdue_deposits.map((d) => d.date).sort()[0] ?? today;
  const earliest = dayjs(today).subtract(11, 'month').startOf('month').format(ISO_DATE);
  const since = (date: string) => (date < earliest ? earliest : `${date.slice(0, 7)}-01`);
  const from = since(oldest);
  // The repair lists read requests by the day reported: from the oldest open one's month to today.
  const repairsFrom = since(b.open_repairs.map((r) => r.reported_on).sort()[0] ?? today);
  return {
    status: (status: number) => q('/theo-doi-tinh-trang-phong', { status: String(status) }),
    leaving: q('/phieu-bao-tra-phong', {}),
    relet: q('/theo-doi-tinh-trang-phong', { status: '4' }),
    overdueDeposits: q('/theo-doi-coc', { status: 'active', from, to: today }),
    unpaid: q('/bao-cao-tien-phong-chua-thu', { month }),
    missingReadings: q('/kiem-soat-dien-nuoc', { month, problem: 'missing' }),
    repairs: q('/phieu-sua-chua-va-cham-cong', { from: repairsFrom, to: today }),
    pcccRepairs: q('/phieu-sua-chua-va-cham-cong-pccc-lon', { from: repairsFrom, to: today }),
    // What to act on today (issue 23): each the screen where it is done, showing the rows counted.
    leavingWeek: q('/phieu-bao-tra-phong', {}),
    refunds: (from: string) => q('/bao-cao-tra-coc', { from, to: today, status: 'pending' }),
    timesheets: (book: string, m: string) =>
      q(book === 'pccc' ? '/phieu-sua-chua-va-cham-cong-pccc-lon' : '/phieu-sua-chua-va-cham-cong', { month: m, tab: 'totals' }),
    cards: q('/the-xe', {}),
    billing: (m: string) => q('/bang-tinh-tien', { month: m }),
  };
};

/** A cash box's book from the first of this month to today (its closing is the balance shown). */
export const cashBookLink = (wallet: number, today: string) =>
  `/so-tien-mat?${new URLSearchParams({ wallet: String(wallet), from: `${today.slice(0, 7)}-01`, to: today }).toString()}`;
