/**
 * The operations the screens read (screens.ts `reads`): who may open a screen follows their access in
 * the contract. Re-exported from shared/api, so there is one definition; the production build swaps
 * this module for plain `{ method, path, access }` objects (web/vite.config.ts), which is all menus
 * and route guards need, so the contracts' schemas (and zod) stay out of the first download.
 */
export { dbInfo, listCollections } from '../../../shared/api/admin';
export { searchAdjustments } from '../../../shared/api/receipts/adjustments';
export { debtSummary, searchDebts } from '../../../shared/api/ledger/debts';
export {
  gamDebtReport,
  loanDebtReport,
  partnerDebtReport,
  searchPartnerReceipts,
  searchReceiptEarnings,
  searchReceiptGam,
  searchReceiptLoans,
} from '../../../shared/api/other-debts';
export { walletBook } from '../../../shared/api/ledger/books';
export { listAdminUsers } from '../../../shared/api/admin/users';
export { listCustomers, searchContracts, searchCustomers } from '../../../shared/api/customers';
export { listInternet } from '../../../shared/api/internet';
export { listCommissions, receiptContinuous, receiptWrongFormat, searchDeposits } from '../../../shared/api/deposits';
export { listJournal, trialBalance } from '../../../shared/api/ledger';
export { listLogs } from '../../../shared/api/logs';
export { latestPaymentLog, searchPayments } from '../../../shared/api/bills';
export { listUsers } from '../../../shared/api/users';
export { getTwoNewestBills, listMeterChanges } from '../../../shared/api/readings';
export { getReadingControl } from '../../../shared/api/readings/control';
export { searchReceiptChanges } from '../../../shared/api/receipt-changes';
export { listRooms, roomStatesNewest } from '../../../shared/api/rooms';
export { searchCashDeposits, searchCheckIns, searchCheckOuts, searchReturnDeposits } from '../../../shared/api/stays';
export { chargeRoomMonths, searchReceiptRooms } from '../../../shared/api/receipts';
export { receiptRoomAndOther } from '../../../shared/api/receipts/reports';
export { listBankTransactions } from '../../../shared/api/bank';
export { listDisbursements } from '../../../shared/api/expenses';
export { getPayees } from '../../../shared/api/expenses/payees';
export { getDashboard } from '../../../shared/api/rooms/dashboard';
export { getRoomFile } from '../../../shared/api/rooms/file';
export { getCustomerFile } from '../../../shared/api/customers/file';
export { listStayVehicles, listVehicleCards } from '../../../shared/api/customers/vehicle-cards';
export {
  listPcccRepairRequests,
  listRepairmen,
  listRepairRequests,
  pcccRepairTimesheetsWithRequests,
  pcccRepairTotalPaymentInMonth,
  repairTimesheetsWithRequests,
  repairTotalPaymentInMonth,
} from '../../../shared/api/repairs';
export { compareByBuilding, getInternalBill, listStateBills } from '../../../shared/api/utilities';
export { getAnalysisDevices } from '../../../shared/api/utilities';
// The analyses' operations sit in one object per type; the screens name each one they read.
import { electricityAnalysis, waterAnalysis } from '../../../shared/api/utilities';
export const electricityAnalysisLog = electricityAnalysis.log;
export const electricityAnalysisRows = electricityAnalysis.get;
export const waterAnalysisLog = waterAnalysis.log;
export const waterAnalysisRows = waterAnalysis.get;
export { getComparison, getMonthlyReport, getUtilitySeries } from '../../../shared/api/utilities';
export { listMonthEndFiles } from '../../../shared/api/exports';
