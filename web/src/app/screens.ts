import type { ComponentType } from 'react';
import type { Endpoint } from '../../../shared/api/endpoint';
import {
  chargeRoomMonths,
  dbInfo,
  getReadingControl,
  getTwoNewestBills,
  listAdminUsers,
  listCollections,
  listCommissions,
  listCustomers,
  listInternet,
  listJournal,
  listLogs,
  listMeterChanges,
  listRooms,
  receiptContinuous,
  receiptRoomAndOther,
  receiptWrongFormat,
  roomStatesNewest,
  searchAdjustments,
  searchCashDeposits,
  searchCheckIns,
  searchCheckOuts,
  searchContracts,
  searchCustomers,
  searchDebts,
  searchDeposits,
  searchPayments,
  searchReceiptRooms,
  searchReceiptChanges,
  searchReturnDeposits,
  trialBalance,
  debtSummary,
  gamDebtReport,
  partnerDebtReport,
  loanDebtReport,
  searchReceiptGam,
  searchPartnerReceipts,
  searchReceiptLoans,
  searchReceiptEarnings,
  walletBook,
  listBankTransactions,
  listDisbursements,
  getPayees,
  getDashboard,
  listStayVehicles,
  listVehicleCards,
  listRepairRequests,
  repairTimesheetsWithRequests,
  repairTotalPaymentInMonth,
  listRepairmen,
  listPcccRepairRequests,
  pcccRepairTimesheetsWithRequests,
  pcccRepairTotalPaymentInMonth,
  getInternalBill,
  compareByBuilding,
  listStateBills,
  electricityAnalysisLog,
  electricityAnalysisRows,
  getAnalysisDevices,
  waterAnalysisLog,
  waterAnalysisRows,
  getMonthlyReport,
  getUtilitySeries,
  getComparison,
  listMonthEndFiles,
  getRoomFile,
  getCustomerFile,
} from './screen-reads';
import type { Role } from '../../../shared/catalog/roles';
import { can } from './session/can';
import { sessionStore } from './session/session-store';

/** What a screen needs to know of an operation it reads (the build keeps only this: screen-reads.ts). */
export type ReadOperation = Pick<Endpoint, 'method' | 'path' | 'access'>;

/** The spec's menu groups (§2), in menu order. */
export const MENU_GROUPS = {
  vouchers: 'Phiếu',
  'voucher-management': 'Quản lý phiếu',
  rooms: 'Quản lý phòng',
  customers: 'Quản lý khách hàng',
  finance: 'Tài chính',
  internet: 'Internet',
  utilities: 'Điện nước',
  'user-group': 'Nhóm người dùng',
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

export interface Screen {
  path: string;
  title: string;
  /**
   * The sidebar's label when the title cut at 18 characters (spec §9) would read the same as a
   * neighbour's ('Phân tích phải thu…' twice); the full title still shows on hover.
   */
  menu?: string;
  /** Menu group; screens without one (dashboard) sit at the top of the menu. */
  group?: MenuGroup;
  /**
   * The operations the screen reads to show anything: a role the contract lets call all of them sees
   * the screen in its menu and may open it; anyone else is sent home. So who sees what follows the
   * access of shared/api, not a second list of roles. Writes are gated on their buttons (`useCan`).
   */
  reads?: readonly ReadOperation[];
  /** Derived from `reads`: only the role admin may open it (spec §2). */
  adminOnly?: boolean;
  /** Another path showing the same screen: it gets a route but no menu entry of its own. */
  aliasOf?: string;
  /**
   * The page of one record (a room, a tenant), its path with parameters: opened from links (every room
   * number, the header search), never from the menu, never a landing screen.
   */
  record?: true;
  /**
   * The screen's own chunk. A screen without one is not built yet: it has no route and no menu entry,
   * so users never meet a blank page. Later issues add screens by filling this in.
   */
  load?: () => Promise<{ default: ComponentType }>;
}

/**
 * THE table of screens. Routes, menus, guards and `npm run screens` are all derived from it; nothing
 * about a screen is written twice.
 */
const TABLE: readonly Screen[] = [
  {
    path: '/dashboard',
    title: 'Tổng quan',
    reads: [listLogs, searchDeposits, searchCheckIns, searchCheckOuts, getDashboard],
    load: () => import('../features/rooms/dashboard/DashboardPage'),
  },

  {
    path: '/bao-cao-nhan-coc',
    title: 'Phiếu nhận cọc',
    group: 'vouchers',
    reads: [searchDeposits],
    load: () => import('../features/deposits/DepositSlipPage'),
  },
  {
    path: '/phieu-thong-tin-nhan-phong',
    title: 'Phiếu thông tin nhận phòng',
    group: 'vouchers',
    reads: [searchCheckIns],
    load: () => import('../features/stays/CheckInPage'),
  },
  {
    path: '/phieu-thay-doi-thong-tin',
    title: 'Phiếu thay đổi thông tin',
    group: 'vouchers',
    reads: [searchReceiptChanges],
    load: () => import('../features/receipt-changes/ChangeSlipPage'),
  },
  {
    path: '/phieu-bao-tra-phong',
    title: 'Phiếu báo trả phòng',
    group: 'vouchers',
    reads: [roomStatesNewest, searchCheckIns],
    load: () => import('../features/rooms/NoticePage'),
  },
  {
    path: '/phieu-thu-tien-phong',
    title: 'Phiếu thu tiền phòng',
    group: 'vouchers',
    reads: [searchReceiptRooms, chargeRoomMonths],
    load: () => import('../features/receipts/RentReceiptPage'),
  },
  {
    path: '/phieu-thu-chi',
    title: 'Phiếu thu cô Gấm',
    group: 'vouchers',
    reads: [searchReceiptGam, searchPartnerReceipts, searchReceiptLoans, searchReceiptEarnings],
    load: () => import('../features/other-debts/OtherDebtVouchersPage'),
  },
  { path: '/phieu-thu-co-gam', title: 'Phiếu thu cô Gấm', group: 'vouchers', aliasOf: '/phieu-thu-chi' },
  { path: '/phieu-chi', title: 'Phiếu chi', group: 'vouchers', reads: [listDisbursements, getPayees], load: () => import('../features/expenses/ExpensesPage') },
  {
    path: '/phieu-dieu-chinh',
    title: 'Phiếu điều chỉnh',
    group: 'vouchers',
    reads: [searchAdjustments],
    load: () => import('../features/receipts/adjustments/AdjustmentsPage'),
  },
  {
    path: '/phieu-sua-chua-va-cham-cong',
    title: 'Phiếu sửa chữa và chấm công',
    menu: 'Sửa chữa thường',
    group: 'vouchers',
    reads: [listRepairRequests, repairTimesheetsWithRequests, repairTotalPaymentInMonth, listRepairmen],
    load: () => import('../features/repairs/OrdinaryRepairsPage'),
  },
  {
    path: '/phieu-sua-chua-va-cham-cong-pccc-lon',
    title: 'Phiếu sửa chữa và chấm công PCCC lớn',
    menu: 'Sửa chữa PCCC lớn',
    group: 'vouchers',
    reads: [listPcccRepairRequests, pcccRepairTimesheetsWithRequests, pcccRepairTotalPaymentInMonth, listRepairmen],
    load: () => import('../features/repairs/PcccRepairsPage'),
  },
  {
    path: '/bang-so-dien',
    title: 'Bảng số điện',
    group: 'vouchers',
    reads: [getTwoNewestBills],
    load: () => import('../features/readings/ElectricReadingsPage'),
  },
  { path: '/bang-so-nuoc', title: 'Bảng số nước', group: 'vouchers', reads: [getTwoNewestBills], load: () => import('../features/readings/WaterReadingsPage') },

  {
    path: '/phieu-coc-sai-format',
    title: 'Phiếu cọc sai format',
    group: 'voucher-management',
    reads: [receiptWrongFormat],
    load: () => import('../features/deposits/WrongFormatPage'),
  },
  {
    path: '/phieu-coc-lien-tuc',
    title: 'Phiếu cọc liên tục',
    group: 'voucher-management',
    reads: [receiptContinuous],
    load: () => import('../features/deposits/ContinuousPage'),
  },
  {
    path: '/bang-tong-hop-phieu-thu-tien',
    title: 'Bảng tổng hợp phiếu thu tiền',
    group: 'voucher-management',
    reads: [receiptRoomAndOther],
    load: () => import('../features/receipts/summary/ReceiptSummaryPage'),
  },

  {
    path: '/theo-doi-tinh-trang-phong',
    title: 'Theo dõi tình trạng phòng',
    group: 'rooms',
    reads: [listRooms],
    load: () => import('../features/rooms/RoomBoardPage'),
  },
  {
    path: '/theo-doi-coc',
    title: 'Bảng theo dõi cọc',
    group: 'rooms',
    reads: [searchDeposits],
    load: () => import('../features/deposits/DepositTrackingPage'),
  },
  { path: '/thong-tin-phong', title: 'Thông tin phòng', group: 'rooms', reads: [listRooms], load: () => import('../features/rooms/RoomsPage') },
  {
    path: '/kiem-soat-dien-nuoc',
    title: 'Kiểm soát điện nước',
    group: 'rooms',
    reads: [getReadingControl],
    load: () => import('../features/readings/ReadingControlPage'),
  },

  {
    path: '/hop-dong-thue-phong',
    title: 'Hợp đồng thuê phòng',
    group: 'customers',
    reads: [searchContracts],
    load: () => import('../features/customers/ContractsPage'),
  },
  {
    path: '/bang-khach-hang',
    title: 'Bảng khách hàng',
    group: 'customers',
    reads: [listCustomers, searchCustomers],
    load: () => import('../features/customers/CustomersPage'),
  },
  {
    path: '/the-xe',
    title: 'In thẻ xe',
    group: 'customers',
    reads: [listStayVehicles, listVehicleCards],
    load: () => import('../features/customers/vehicle-cards/VehicleCardsPage'),
  },
  {
    path: '/bao-cao-nhan-phong',
    title: 'Báo cáo nhận phòng',
    group: 'customers',
    reads: [searchCheckIns],
    load: () => import('../features/stays/CheckInReportPage'),
  },
  {
    path: '/bao-cao-tra-phong',
    title: 'Báo cáo trả phòng',
    group: 'customers',
    reads: [searchCheckOuts],
    load: () => import('../features/stays/CheckOutReportPage'),
  },
  {
    path: '/so-theo-doi-thay-doi-thong-tin',
    title: 'Sổ theo dõi thay đổi thông tin',
    group: 'customers',
    reads: [searchReceiptChanges],
    load: () => import('../features/receipt-changes/ChangeLogPage'),
  },

  { path: '/bang-tinh-tien', title: 'Bảng tính tiền', group: 'finance', reads: [searchPayments], load: () => import('../features/bills/BillingRunPage') },
  { path: '/tien-dan-phong', title: 'Tiền dẫn phòng', group: 'finance', reads: [listCommissions], load: () => import('../features/deposits/CommissionPage') },
  {
    path: '/bang-tinh-tien-tra-coc',
    title: 'Bảng tính tiền trả cọc',
    group: 'finance',
    reads: [searchCheckOuts],
    load: () => import('../features/stays/RefundPage'),
  },
  {
    path: '/bao-cao-tien-phong-chua-thu',
    title: 'Báo cáo tiền phòng chưa thu',
    group: 'finance',
    reads: [searchDebts],
    load: () => import('../features/ledger/UnpaidRentPage'),
  },
  {
    path: '/so-tien-ngan-hang',
    title: 'Sổ tiền ngân hàng',
    group: 'finance',
    reads: [walletBook, listBankTransactions],
    load: () => import('../features/bank/BankBookPage'),
  },
  { path: '/so-tien-mat', title: 'Sổ tiền mặt', group: 'finance', reads: [walletBook], load: () => import('../features/ledger/books/CashBookPage') },
  { path: '/nhat-ky-chung', title: 'Nhật ký chung', group: 'finance', reads: [listJournal], load: () => import('../features/ledger/JournalPage') },
  { path: '/tb', title: 'Bảng cân đối phát sinh', group: 'finance', reads: [trialBalance], load: () => import('../features/ledger/TrialBalancePage') },
  {
    path: '/bang-tong-hop-cong-no',
    title: 'Bảng tổng hợp công nợ',
    menu: 'Công nợ tiền phòng',
    group: 'finance',
    reads: [debtSummary],
    load: () => import('../features/other-debts/DebtSummaryPage'),
  },
  {
    path: '/bang-tong-hop-cong-no-khac',
    title: 'Bảng tổng hợp công nợ khác',
    menu: 'Công nợ khác',
    group: 'finance',
    reads: [gamDebtReport, partnerDebtReport, loanDebtReport],
    load: () => import('../features/other-debts/OtherDebtsSummaryPage'),
  },
  {
    path: '/bao-cao-tra-coc',
    title: 'Báo cáo trả cọc',
    group: 'finance',
    reads: [searchReturnDeposits, searchCashDeposits],
    load: () => import('../features/stays/ReturnDepositsPage'),
  },
  {
    path: '/bao-cao-tien-coc-chua-thu',
    title: 'Báo cáo tiền cọc chưa thu',
    group: 'finance',
    reads: [searchDeposits],
    load: () => import('../features/deposits/UnpaidDepositsPage'),
  },

  { path: '/internet', title: 'Quản lý internet', group: 'internet', reads: [listInternet], load: () => import('../features/internet/InternetPage') },

  {
    path: '/dien-noi-bo',
    title: 'Điện nội bộ',
    group: 'utilities',
    reads: [getInternalBill],
    load: () => import('../features/utilities/internal/ElectricInternalPage'),
  },
  {
    path: '/nuoc-noi-bo',
    title: 'Nước nội bộ',
    group: 'utilities',
    reads: [getInternalBill],
    load: () => import('../features/utilities/internal/WaterInternalPage'),
  },
  {
    path: '/thay-dong-ho-dien',
    title: 'Thay đồng hồ điện',
    group: 'utilities',
    reads: [listMeterChanges],
    load: () => import('../features/readings/ElectricMeterChangesPage'),
  },
  {
    path: '/thay-dong-ho-nuoc',
    title: 'Thay đồng hồ nước',
    group: 'utilities',
    reads: [listMeterChanges],
    load: () => import('../features/readings/WaterMeterChangesPage'),
  },
  {
    path: '/phan-tich-phai-thu-khach-hang-dien',
    title: 'Phân tích phải thu khách hàng điện',
    menu: 'Phải thu KH điện',
    group: 'utilities',
    reads: [electricityAnalysisLog, electricityAnalysisRows, getAnalysisDevices],
    load: () => import('../features/utilities/analysis/ElectricityAnalysisPage'),
  },
  {
    path: '/phan-tich-phai-thu-khach-hang-nuoc',
    title: 'Phân tích phải thu khách hàng nước',
    menu: 'Phải thu KH nước',
    group: 'utilities',
    reads: [waterAnalysisLog, waterAnalysisRows, getAnalysisDevices],
    load: () => import('../features/utilities/analysis/WaterAnalysisPage'),
  },
  {
    path: '/dien-nuoc-nha-nuoc',
    title: 'Điện nước nhà nước',
    group: 'utilities',
    reads: [compareByBuilding, listStateBills],
    load: () => import('../features/utilities/state/StateUtilitiesPage'),
  },
  {
    path: '/phan-tich-dien-nuoc-theo-thang',
    title: 'Phân tích điện nước theo tháng',
    menu: 'Phân tích tháng',
    group: 'utilities',
    reads: [getMonthlyReport],
    load: () => import('../features/utilities/reports/MonthlyReportPage'),
  },
  {
    path: '/phan-tich-dien-nuoc-chi-tiet',
    title: 'Phân tích điện nước chi tiết',
    menu: 'Phân tích chi tiết',
    group: 'utilities',
    reads: [getUtilitySeries],
    load: () => import('../features/utilities/reports/UtilityDetailPage'),
  },
  {
    path: '/so-sanh-dien-nuoc',
    title: 'So sánh điện nước',
    group: 'utilities',
    reads: [getComparison],
    load: () => import('../features/utilities/reports/ComparisonPage'),
  },
  {
    path: '/bao-cao-cuoi-thang',
    title: 'Báo cáo cuối tháng',
    group: 'utilities',
    reads: [listMonthEndFiles],
    load: () => import('../features/exports/MonthEndFilesPage'),
  },

  { path: '/logs', title: 'Lịch sử thao tác', group: 'user-group', reads: [listLogs], load: () => import('../features/logs/LogsPage') },

  // The pages of one record (issue 24), opened from links: no menu entry.
  { path: '/phong/:building/:room', title: 'Trang phòng', record: true, reads: [getRoomFile], load: () => import('../features/rooms/RoomFilePage') },
  { path: '/khach-hang/:id', title: 'Trang khách hàng', record: true, reads: [getCustomerFile], load: () => import('../features/customers/CustomerFilePage') },
  {
    path: '/admin',
    title: 'Quản trị',
    group: 'user-group',
    reads: [listAdminUsers, dbInfo, listCollections],
    load: () => import('../features/admin/AdminPage'),
  },
];

/** An alias reads what the screen it shows reads. */
const readsOf = (s: Screen): readonly ReadOperation[] => s.reads ?? TABLE.find((o) => o.path === s.aliasOf)?.reads ?? [];

export const SCREENS: readonly Screen[] = TABLE.map((s) => ({ ...s, adminOnly: readsOf(s).some((e) => e.access === 'admin') }));

/** A screen works when it (or the screen it aliases) has its chunk. */
export const loaderOf = (s: Screen): Screen['load'] => s.load ?? (s.aliasOf ? SCREENS.find((o) => o.path === s.aliasOf)?.load : undefined);

/** The role (the signed-in user's by default) may call everything the screen reads. */
export const mayOpen = (s: Screen, role: Role | undefined = sessionStore.get().role): boolean => readsOf(s).every((e) => can(e, role));

/** The working screens the role (the signed-in user's by default) may open: the menu's screens. */
export const workingScreens = (role: Role | undefined = sessionStore.get().role): Screen[] => SCREENS.filter((s) => loaderOf(s) && mayOpen(s, role));

/** Where a signed-in user lands: the first screen of their menu (the dashboard for staff). */
export const homePath = (role: Role | undefined = sessionStore.get().role): string =>
  workingScreens(role).find((s) => !s.aliasOf && !s.record)?.path ?? '/login';

export const screenTitle = (path: string): string | undefined => SCREENS.find((s) => s.path === path)?.title;
