/**
 * The operations the screens read (screens.ts `reads`): who may open a screen follows their access in
 * the contract. Re-exported from shared/api, so there is one definition; the production build swaps
 * this module for plain `{ method, path, access }` objects (web/vite.config.ts), which is all menus
 * and route guards need, so the contracts' schemas (and zod) stay out of the first download.
 */
export { dbInfo, listCollections } from '../../../shared/api/admin';
export { searchAdjustments } from '../../../shared/api/adjustments';
export { debtSummary, searchDebts } from '../../../shared/api/debts';
export { gamDebtReport, loanDebtReport, partnerDebtReport, searchPartnerReceipts, searchReceiptEarnings, searchReceiptGam, searchReceiptLoans } from '../../../shared/api/other-debts';
export { walletBook } from '../../../shared/api/books';
export { listAdminUsers } from '../../../shared/api/admin-users';
export { listCustomers, searchContracts, searchCustomers } from '../../../shared/api/customers';
export { listInternet } from '../../../shared/api/internet';
export { listCommissions, receiptContinuous, receiptWrongFormat, searchDeposits } from '../../../shared/api/deposits';
export { listJournal, trialBalance } from '../../../shared/api/ledger';
export { listLogs } from '../../../shared/api/logs';
export { latestPaymentLog, searchPayments } from '../../../shared/api/payments';
export { listUsers } from '../../../shared/api/users';
export { getTwoNewestBills, listMeterChanges } from '../../../shared/api/readings';
export { getReadingControl } from '../../../shared/api/reading-control';
export { searchReceiptChanges } from '../../../shared/api/receipt-changes';
export { listRooms, roomStatesNewest } from '../../../shared/api/rooms';
export { searchCashDeposits, searchCheckIns, searchCheckOuts, searchReturnDeposits } from '../../../shared/api/stays';
export { chargeRoomMonths, searchReceiptRooms } from '../../../shared/api/receipts';
export { receiptRoomAndOther } from '../../../shared/api/receipt-reports';
export { listBankTransactions } from '../../../shared/api/bank';
export { listDisbursements } from '../../../shared/api/expenses';
export { getPayees } from '../../../shared/api/settings-payees';
export { getDashboard } from '../../../shared/api/dashboard';
export { listStayVehicles, listVehicleCards } from '../../../shared/api/vehicle-cards';
export { listPcccRepairRequests, listRepairmen, listRepairRequests, pcccRepairTimesheetsWithRequests, pcccRepairTotalPaymentInMonth, repairTimesheetsWithRequests, repairTotalPaymentInMonth } from '../../../shared/api/repairs';
export { compareByBuilding, getInternalBill, listStateBills } from '../../../shared/api/utilities';
export { getAnalysisDevices } from '../../../shared/api/utilities';
// The analyses' operations sit in one object per type; the screens name each one they read.
import { electricityAnalysis, waterAnalysis } from '../../../shared/api/utilities';
export const electricityAnalysisLog = electricityAnalysis.log;
export const electricityAnalysisRows = electricityAnalysis.get;
export const waterAnalysisLog = waterAnalysis.log;
export const waterAnalysisRows = waterAnalysis.get;
export { getComparison, getMonthlyReport, getUtilitySeries, listMonthEndFiles } from '../../../shared/api/utilities';
