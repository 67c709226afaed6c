import type { Dashboard, DashboardBuilding } from '../../../../../shared/api/rooms/dashboard';
import { LEAVING_WEEK_DAYS, REPAIR_OPEN_DAYS } from '../../../../../shared/api/rooms/dashboard';
import { walletName } from '../../../../../shared/catalog/wallets';
import { formatCount, formatMonth, formatVnd } from '../../../lib/format';
import { cashBookLink, dashboardLinks } from './dashboard-links';
import type { FigureRow } from './Figure';
import { monthsLine } from './figure-lines';

/** One figure of the overall block: the scope's total, and where it is acted on. */
export interface Tile {
  title: string;
  value: string;
  /** One building in scope: the figure links to its screen. */
  to?: string;
  /** Every building: one line per building with something to do, each linked to that building's screen. */
  rows: FigureRow[];
}

type Links = ReturnType<typeof dashboardLinks>;
const missingRooms = (b: DashboardBuilding) => new Set(b.missing_readings.flatMap((m) => m.rooms)).size;

/**
 * The overall block above the buildings (issue 23, item 10): each figure totalled over the buildings
 * of the answer (one, or all), in the order a manager acts on them. With one building the figure links
 * to its screen; with all of them, a line per building that has something, linked to that building's.
 */
export function overallTiles(d: Dashboard): Tile[] {
  const one = d.buildings.length === 1;
  const each = d.buildings.map((b) => ({ b, links: dashboardLinks(b, d.today, d.month) }));
  const tile = (title: string, value: string, part: (b: DashboardBuilding, links: Links) => { show: boolean; text: string; to: string }): Tile => {
    const parts = each.map(({ b, links }) => ({ ...part(b, links), building: b.building }));
    return one
      ? { title, value, to: parts[0]!.to, rows: [] }
      : { title, value, rows: parts.filter((p) => p.show).map((p) => ({ text: `${p.building}: ${p.text}`, to: p.to })) };
  };
  const sum = (f: (b: DashboardBuilding) => number) => d.buildings.reduce((s, b) => s + f(b), 0);
  const cash = d.cash.reduce((s, c) => s + c.balance, 0);
  return [
    tile(`Trả phòng trong ${LEAVING_WEEK_DAYS} ngày`, formatCount(sum((b) => b.leaving_week.length)), (b, l) => ({
      show: b.leaving_week.length > 0,
      text: `${formatCount(b.leaving_week.length)} phòng`,
      to: l.leavingWeek,
    })),
    tile('Cọc chờ trả', formatVnd(sum((b) => b.refunds.total)), (b, l) => ({
      show: b.refunds.count > 0,
      text: `${formatVnd(b.refunds.total)} (${formatCount(b.refunds.count)} phiếu)`,
      to: l.refunds(b.refunds.from),
    })),
    tile('Công sửa chữa chưa trả', formatVnd(sum((b) => b.timesheets.total)), (b, l) => {
      const first = b.timesheets.months[0];
      return {
        show: b.timesheets.count > 0,
        text: `${formatVnd(b.timesheets.total)} (${formatCount(b.timesheets.count)} bảng)`,
        to: first ? l.timesheets(first.book, first.month) : l.timesheets('ordinary', d.month),
      };
    }),
    tile('Thẻ xe cần thu', formatCount(sum((b) => b.cards_to_collect.length)), (b, l) => ({
      show: b.cards_to_collect.length > 0,
      text: `${formatCount(b.cards_to_collect.length)} thẻ`,
      to: l.cards,
    })),
    tile('Tháng chưa tính tiền', formatCount(sum((b) => b.unbilled_months.length)), (b, l) => ({
      show: b.unbilled_months.length > 0,
      text: monthsLine(b.unbilled_months),
      to: l.billing(b.unbilled_months[0] ?? d.month),
    })),
    // The cash boxes are wallets, not buildings (MA and MT share one): a line per box.
    one
      ? { title: 'Quỹ tiền mặt', value: formatVnd(cash), to: cashBookLink(d.cash[0]?.wallet ?? 6, d.today), rows: [] }
      : {
          title: 'Quỹ tiền mặt',
          value: formatVnd(cash),
          rows: d.cash.map((c) => ({ text: `${walletName(c.wallet)}: ${formatVnd(c.balance)}`, to: cashBookLink(c.wallet, d.today) })),
        },
    tile('Tiền phòng chưa thu', formatVnd(sum((b) => b.unpaid.total)), (b, l) => ({
      show: b.unpaid.total > 0,
      text: formatVnd(b.unpaid.total),
      to: l.unpaid,
    })),
    tile(`Thiếu chỉ số tháng ${formatMonth(`${d.month}-01`)}`, formatCount(sum(missingRooms)), (b, l) => ({
      show: missingRooms(b) > 0,
      text: `${formatCount(missingRooms(b))} phòng`,
      to: l.missingReadings,
    })),
    tile('Cọc quá hạn nhận phòng', formatCount(sum((b) => b.overdue_deposits.length)), (b, l) => ({
      show: b.overdue_deposits.length > 0,
      text: `${formatCount(b.overdue_deposits.length)} phiếu`,
      to: l.overdueDeposits,
    })),
    tile(`Sửa chữa mở quá ${REPAIR_OPEN_DAYS} ngày`, formatCount(sum((b) => b.open_repairs.length)), (b, l) => ({
      show: b.open_repairs.length > 0,
      text: `${formatCount(b.open_repairs.length)} phiếu`,
      to: b.open_repairs.every((r) => r.book === 'pccc') ? l.pcccRepairs : l.repairs,
    })),
  ];
}
