import { route, type Route } from './route-types';
import * as auth from '../shared/api/auth';
import * as users from '../shared/api/users';
import * as logs from '../shared/api/logs';
import * as admin from '../shared/api/admin';
import * as adminUsers from '../shared/api/admin/users';
import * as settingsPrices from '../shared/api/admin/prices';
import * as readings from '../shared/api/readings';
import * as readingControl from '../shared/api/readings/control';
import * as rooms from '../shared/api/rooms';
import * as deposits from '../shared/api/deposits';
import * as ledger from '../shared/api/ledger';
import * as bills from '../shared/api/bills';
import * as receipts from '../shared/api/receipts';
import * as receiptOthers from '../shared/api/receipts/others';
import * as receiptReports from '../shared/api/receipts/reports';
import * as adjustments from '../shared/api/receipts/adjustments';
import * as debts from '../shared/api/ledger/debts';
import * as otherDebts from '../shared/api/other-debts';
import * as books from '../shared/api/ledger/books';
import * as stays from '../shared/api/stays';
import * as receiptChanges from '../shared/api/receipt-changes';
import * as customers from '../shared/api/customers';
import * as internet from '../shared/api/internet';
import * as exports from '../shared/api/exports';
import * as settingsBank from '../shared/api/admin/bank-wallets';
import * as bank from '../shared/api/bank';
import * as bankImport from '../shared/api/bank-import';
import * as expenses from '../shared/api/expenses';
import * as cashSlips from '../shared/api/expenses/cash-slips';
import * as chotot from '../shared/api/expenses/chotot';
import * as settingsPayees from '../shared/api/expenses/payees';
import * as repairs from '../shared/api/repairs';
import * as vehicleCards from '../shared/api/customers/vehicle-cards';
import * as dashboard from '../shared/api/rooms/dashboard';
import * as roomFile from '../shared/api/rooms/file';
import * as customerFile from '../shared/api/customers/file';
import * as utilities from '../shared/api/utilities';
import * as search from '../shared/api/search';
import * as tenantBills from '../shared/api/tenant-bills';
import * as goLive from '../shared/api/go-live';

/**
 * THE table of API operations. CDK (one Lambda per domain, one HTTP API route each), the local
 * gateway, the tests, `npm run routes` and the OpenAPI document all read it. A route is listed only
 * when its operation works.
 */
export const routes: readonly Route[] = [
  route(auth.login, 'auth', 'login'),
  route(auth.refreshToken, 'auth', 'refreshToken'),
  route(auth.logout, 'auth', 'logout'),

  route(users.listUsers, 'users', 'listUsers'),
  route(logs.listLogs, 'logs', 'listLogs'),

  route(rooms.listRooms, 'rooms', 'listRooms'),
  route(rooms.createRoom, 'rooms', 'createRoom'),
  // --- rooms: increase-room, room-states ---
  route(rooms.increaseRoom, 'rooms', 'increaseRoom'),
  route(rooms.roomStatesNewest, 'rooms', 'roomStatesNewest'),
  route(rooms.updateRoomState, 'rooms', 'updateRoomState'),
  route(rooms.roomStatesTwoNewest, 'rooms', 'roomStatesTwoNewest'),
  // The dashboard (issue 13): one read of every building's figures.
  route(dashboard.getDashboard, 'rooms', 'getDashboard'),
  // The room page (issue 24): a guard is answered the room and its status only.
  route(roomFile.getRoomFile, 'rooms', 'getRoomFile'),

  // --- deposits ---
  route(deposits.createDeposit, 'deposits', 'createDeposit'),
  route(deposits.searchDeposits, 'deposits', 'searchDeposits'),
  route(deposits.depositStatusOf, 'deposits', 'depositStatusOf'),
  route(deposits.cancelDeposit, 'deposits', 'cancelDeposit'),
  route(deposits.deleteDeposit, 'deposits', 'deleteDeposit'),
  route(deposits.transferDeposit, 'deposits', 'transferDeposit'),
  route(deposits.searchCancelledDeposits, 'deposits', 'searchCancelledDeposits'),
  route(deposits.listCommissions, 'deposits', 'listCommissions'),
  // Deposit slips' numbering reports (the spec files them under receipts; they read deposits only).
  route(deposits.receiptWrongFormat, 'deposits', 'receiptWrongFormat'),
  route(deposits.receiptContinuous, 'deposits', 'receiptContinuous'),
  route(deposits.createOrEditAdditionalDeposit, 'deposits', 'createOrEditAdditionalDeposit'),

  // --- readings: the reading tables (billing) and meter changes (utilities) ---
  route(readings.getTwoNewestBills, 'readings', 'getTwoNewestBills'),
  route(readings.electricWaterCount, 'readings', 'electricWaterCount'),
  route(readings.getBillsForCheckIn, 'readings', 'getBillsForCheckIn'),
  route(readings.auditData, 'readings', 'auditData'),
  route(readingControl.getReadingControl, 'readings', 'getReadingControl'),
  route(readings.listMeterChanges, 'readings', 'listMeterChanges'),
  route(readings.createMeterChange, 'readings', 'createMeterChange'),
  route(readings.updateMeterChange, 'readings', 'updateMeterChange'),
  route(readings.deleteMeterChange, 'readings', 'deleteMeterChange'),

  // --- stays (check-ins, check-outs, return deposits, change slips) and customers ---
  route(stays.createCheckIn, 'stays', 'createCheckIn'),
  route(stays.searchCheckIns, 'stays', 'searchCheckIns'),
  route(stays.removeCheckIn, 'stays', 'removeCheckIn'),
  route(stays.createCheckOut, 'stays', 'createCheckOut'),
  route(stays.searchCheckOuts, 'stays', 'searchCheckOuts'),
  route(stays.cancelCheckOut, 'stays', 'cancelCheckOut'),
  route(stays.searchReturnDeposits, 'stays', 'searchReturnDeposits'),
  route(stays.updateReturnDeposit, 'stays', 'updateReturnDeposit'),
  route(stays.searchCashDeposits, 'stays', 'searchCashDeposits'),
  route(receiptChanges.createReceiptChange, 'receipt-changes', 'createReceiptChange'),
  route(receiptChanges.searchReceiptChanges, 'receipt-changes', 'searchReceiptChanges'),
  route(receiptChanges.cancelReceiptChange, 'receipt-changes', 'cancelReceiptChange'),
  route(receiptChanges.deleteReceiptChange, 'receipt-changes', 'deleteReceiptChange'),
  route(customers.listCustomers, 'customers', 'listCustomers'),
  route(customers.searchCustomers, 'customers', 'searchCustomers'),
  route(customers.searchContracts, 'customers', 'searchContracts'),
  // The tenant page (issue 24).
  route(customerFile.getCustomerFile, 'customers', 'getCustomerFile'),
  // --- vehicle cards (issue 13): /the-xe ---
  route(vehicleCards.listVehicleCards, 'customers', 'listVehicleCards'),
  route(vehicleCards.listStayVehicles, 'customers', 'listStayVehicles'),
  route(vehicleCards.issueVehicleCard, 'customers', 'issueVehicleCard'),
  route(vehicleCards.returnVehicleCard, 'customers', 'returnVehicleCard'),

  route(ledger.walletAccount, 'ledger', 'walletAccount'),
  route(ledger.listJournal, 'ledger', 'listJournal'),
  route(ledger.trialBalance, 'ledger', 'getTrialBalance'),

  // --- internet ---
  route(internet.listInternet, 'internet', 'listInternet'),
  route(internet.createInternet, 'internet', 'createInternet'),
  route(internet.changeInternetRoom, 'internet', 'changeInternetRoom'),
  route(internet.activateInternet, 'internet', 'activateInternet'),
  route(internet.cutInternet, 'internet', 'cutInternet'),
  route(internet.cancelInternet, 'internet', 'cancelInternet'),

  route(bills.latestPaymentLog, 'bills', 'latestPaymentLog'),
  route(bills.createPayments, 'bills', 'createPayments'),
  route(bills.updatePayment, 'bills', 'updatePayment'),
  route(bills.findPayment, 'bills', 'findPayment'),
  route(bills.searchPayments, 'bills', 'searchPayments'),
  route(bills.searchCheckoutPayments, 'bills', 'searchCheckoutPayments'),

  route(receipts.createReceiptRoom, 'receipts', 'createReceiptRoom'),
  route(receipts.searchReceiptRooms, 'receipts', 'searchReceiptRooms'),
  route(receipts.chargeRoomMonths, 'receipts', 'chargeRoomMonths'),
  route(adjustments.createAdjustment, 'receipts', 'createAdjustment'),
  route(adjustments.searchAdjustments, 'receipts', 'searchAdjustments'),
  route(receipts.removeReceiptRoom, 'receipts', 'removeReceiptRoom'),
  route(receipts.createOrEditReceiptRooms, 'receipts', 'createOrEditReceiptRooms'),
  route(receipts.updateReceiptRoom, 'receipts', 'updateReceiptRoom'),
  route(receipts.createReceiptCollected, 'receipts', 'createReceiptCollected'),
  route(receipts.searchReceiptCollected, 'receipts', 'searchReceiptCollected'),
  route(receipts.updateReceiptCollected, 'receipts', 'updateReceiptCollected'),
  route(receiptOthers.createReceiptOther, 'receipts', 'createReceiptOther'),
  route(receiptOthers.searchReceiptOthers, 'receipts', 'searchReceiptOthers'),
  route(receiptOthers.updateReceiptOther, 'receipts', 'updateReceiptOther'),
  route(receiptOthers.createOrEditReceiptOthers, 'receipts', 'createOrEditReceiptOthers'),
  route(receiptReports.receiptRoomAndOther, 'receipts', 'receiptRoomAndOther'),
  route(receiptReports.receiptNewest, 'receipts', 'receiptNewest'),
  route(receiptReports.differenceReceipt, 'receipts', 'differenceReceipt'),
  route(debts.searchDebts, 'ledger', 'searchDebts'),
  route(debts.debtSummary, 'ledger', 'debtSummary'),

  // --- other-debts: landlady, partner, loans, owner capital / earnings ---
  route(otherDebts.createOrEditReceiptGam, 'other-debts', 'createOrEditReceiptGam'),
  route(otherDebts.searchReceiptGam, 'other-debts', 'searchReceiptGam'),
  route(otherDebts.gamDebtReport, 'other-debts', 'gamDebtReport'),
  route(otherDebts.createOrEditPartnerReceipt, 'other-debts', 'createOrEditPartnerReceipt'),
  route(otherDebts.searchPartnerReceipts, 'other-debts', 'searchPartnerReceipts'),
  route(otherDebts.partnerDebtReport, 'other-debts', 'partnerDebtReport'),
  route(otherDebts.getPartnerSettings, 'other-debts', 'getPartnerSettings'),
  route(otherDebts.putPartnerSettings, 'other-debts', 'putPartnerSettings'),
  route(otherDebts.createOrEditReceiptLoan, 'other-debts', 'createOrEditReceiptLoan'),
  route(otherDebts.searchReceiptLoans, 'other-debts', 'searchReceiptLoans'),
  route(otherDebts.loanDebtReport, 'other-debts', 'loanDebtReport'),
  route(otherDebts.createOrEditReceiptEarning, 'other-debts', 'createOrEditReceiptEarning'),
  route(otherDebts.searchReceiptEarnings, 'other-debts', 'searchReceiptEarnings'),
  route(books.walletBook, 'ledger', 'walletBook'),

  route(exports.createExport, 'exports', 'createExport'),

  route(admin.listCollections, 'admin', 'listCollections'),
  route(admin.dbInfo, 'admin', 'dbInfo'),
  route(admin.clearDatabase, 'admin', 'clearDatabase'),
  route(adminUsers.listAdminUsers, 'admin', 'listAdminUsers'),
  route(adminUsers.createAdminUser, 'admin', 'createAdminUser'),
  route(adminUsers.setAdminUserRole, 'admin', 'setAdminUserRole'),
  route(adminUsers.setAdminUserPassword, 'admin', 'setAdminUserPassword'),
  route(settingsPrices.getPriceSettings, 'admin', 'getPriceSettings'),
  route(settingsPrices.addPrice, 'admin', 'addPrice'),
  route(settingsPrices.deletePrice, 'admin', 'deletePrice'),
  route(settingsPrices.addPriceCeiling, 'admin', 'addPriceCeiling'),
  route(settingsBank.getBankWallets, 'admin', 'getBankWallets'),
  route(settingsBank.putBankWallets, 'admin', 'putBankWallets'),

  // --- expenses (issue 11): expense slips, payees, cash transfer slips, general cash receipts, Chợ Tốt ---
  route(expenses.createDisbursement, 'expenses', 'createDisbursement'),
  route(expenses.listDisbursements, 'expenses', 'listDisbursements'),
  route(expenses.createOrEditDisbursements, 'expenses', 'createOrEditDisbursements'),
  route(cashSlips.createCashTransferSlip, 'expenses', 'createCashTransferSlip'),
  route(cashSlips.searchCashTransferSlips, 'expenses', 'searchCashTransferSlips'),
  route(cashSlips.createReceiptCash, 'expenses', 'createReceiptCash'),
  route(cashSlips.searchReceiptCash, 'expenses', 'searchReceiptCash'),
  route(chotot.getChototTransactions, 'expenses', 'getChototTransactions'),
  route(settingsPayees.getPayees, 'expenses', 'getPayees'),
  route(settingsPayees.putPayees, 'expenses', 'putPayees'),
  route(chotot.getChototSettings, 'expenses', 'getChototSettings'),
  route(chotot.putChototSettings, 'expenses', 'putChototSettings'),

  // --- bank (issue 11): bank lines, statement import, matching, internal transfers, links, the webhook ---
  route(bank.listBankTransactions, 'bank', 'listBankTransactions'),
  route(bank.updateBankTransaction, 'bank', 'updateBankTransaction'),
  route(bankImport.importBankStatement, 'bank-import', 'importBankStatement'),
  route(bank.possibleInternalTransfers, 'bank', 'possibleInternalTransfers'),
  route(bank.createInternalTransfer, 'bank', 'createInternalTransfer'),
  route(bank.linkBankTransaction, 'bank', 'linkBankTransaction'),
  // The only public write: the bank's notifier signs it (HMAC), no user token.
  route(bank.bankWebhook, 'bank', 'bankWebhook'),

  // --- tenant-bills (issue 24): a stay's bill link; its read is public, signed by the link's token (HMAC) ---
  route(tenantBills.issueTenantBillLink, 'tenant-bills', 'issueTenantBillLink'),
  route(tenantBills.issueTenantBillLinks, 'tenant-bills', 'issueTenantBillLinks'),
  route(tenantBills.markTenantBillSent, 'tenant-bills', 'markTenantBillSent'),
  route(tenantBills.readTenantBill, 'tenant-bills', 'readTenantBill'),

  // --- repairs (issue 13): requests, timesheets and their payment, per book (ordinary, PCCC), repairmen ---
  route(repairs.listRepairRequests, 'repairs', 'listRepairRequests'),
  route(repairs.createRepairRequest, 'repairs', 'createRepairRequest'),
  route(repairs.updateRepairRequest, 'repairs', 'updateRepairRequest'),
  route(repairs.listRepairTimesheets, 'repairs', 'listRepairTimesheets'),
  route(repairs.createRepairTimesheet, 'repairs', 'createRepairTimesheet'),
  route(repairs.updateRepairTimesheet, 'repairs', 'updateRepairTimesheet'),
  route(repairs.repairTimesheetsWithRequests, 'repairs', 'repairTimesheetsWithRequests'),
  route(repairs.repairTotalPaymentInMonth, 'repairs', 'repairTotalPaymentInMonth'),
  route(repairs.payRepairTimesheets, 'repairs', 'payRepairTimesheets'),
  route(repairs.cancelRepairPayment, 'repairs', 'cancelRepairPayment'),
  route(repairs.listPcccRepairRequests, 'repairs', 'listPcccRepairRequests'),
  route(repairs.createPcccRepairRequest, 'repairs', 'createPcccRepairRequest'),
  route(repairs.updatePcccRepairRequest, 'repairs', 'updatePcccRepairRequest'),
  route(repairs.listPcccRepairTimesheets, 'repairs', 'listPcccRepairTimesheets'),
  route(repairs.createPcccRepairTimesheet, 'repairs', 'createPcccRepairTimesheet'),
  route(repairs.updatePcccRepairTimesheet, 'repairs', 'updatePcccRepairTimesheet'),
  route(repairs.pcccRepairTimesheetsWithRequests, 'repairs', 'pcccRepairTimesheetsWithRequests'),
  route(repairs.pcccRepairTotalPaymentInMonth, 'repairs', 'pcccRepairTotalPaymentInMonth'),
  route(repairs.payPcccRepairTimesheets, 'repairs', 'payPcccRepairTimesheets'),
  route(repairs.cancelPcccRepairPayment, 'repairs', 'cancelPcccRepairPayment'),
  route(repairs.listRepairmen, 'repairs', 'listRepairmen'),
  route(repairs.createRepairman, 'repairs', 'createRepairman'),
  route(repairs.updateRepairman, 'repairs', 'updateRepairman'),
  route(repairs.deleteRepairman, 'repairs', 'deleteRepairman'),

  // --- utilities: consumption analysis (issue 12) ---
  route(utilities.electricityAnalysis.get, 'utilities', 'getElectricityAnalysis'),
  route(utilities.electricityAnalysis.log, 'utilities', 'getElectricityAnalysisLog'),
  route(utilities.electricityAnalysis.finalize, 'utilities', 'finalizeElectricityAnalysis'),
  // Only a finalization made before its month was over (issue 21 item 4), admin only.
  route(utilities.electricityAnalysis.unfinalize, 'utilities', 'unfinalizeElectricityAnalysis'),
  route(utilities.electricityAnalysis.notes, 'utilities', 'putElectricityAnalysisNotes'),
  route(utilities.waterAnalysis.get, 'utilities', 'getWaterAnalysis'),
  route(utilities.waterAnalysis.log, 'utilities', 'getWaterAnalysisLog'),
  route(utilities.waterAnalysis.finalize, 'utilities', 'finalizeWaterAnalysis'),
  route(utilities.waterAnalysis.unfinalize, 'utilities', 'unfinalizeWaterAnalysis'),
  route(utilities.waterAnalysis.notes, 'utilities', 'putWaterAnalysisNotes'),
  route(utilities.getAnalysisDevices, 'utilities', 'getAnalysisDevices'),
  route(utilities.putAnalysisDevices, 'utilities', 'putAnalysisDevices'),
  route(utilities.listDevices, 'utilities', 'listDevices'),

  // --- utilities: state bills, internal use, report (issue 12) ---
  route(utilities.listStateBills, 'utilities', 'listStateBills'),
  route(utilities.saveStateBill, 'utilities', 'saveStateBill'),
  route(utilities.combinedByBuilding, 'utilities', 'combinedByBuilding'),
  route(utilities.compareByBuilding, 'utilities', 'compareByBuilding'),
  route(utilities.getInternalBill, 'utilities', 'getInternalBill'),
  route(utilities.saveInternalBill, 'utilities', 'saveInternalBill'),
  route(utilities.getUtilitySettings, 'utilities', 'getUtilitySettings'),
  route(utilities.putUtilitySettings, 'utilities', 'putUtilitySettings'),
  route(utilities.getMonthlyReport, 'utilities', 'getMonthlyReport'),
  route(utilities.saveMonthlyReport, 'utilities', 'saveMonthlyReport'),
  route(utilities.deleteMonthlyReport, 'utilities', 'deleteMonthlyReport'),

  // --- utilities: comparisons, series, month-end files (issue 12) ---
  route(utilities.getComparison, 'utilities', 'getComparison'),
  route(utilities.saveComparison, 'utilities', 'saveComparison'),
  route(utilities.deleteComparison, 'utilities', 'deleteComparison'),
  route(utilities.getUtilitySeries, 'utilities', 'getUtilitySeries'),
  // Served by the exports function: the one function that signs links to the exports bucket.
  route(exports.listMonthEndFiles, 'exports', 'listMonthEndFiles'),

  // --- search (issue 24): the header's one query box; guards find rooms only ---
  route(search.search, 'search', 'search'),

  // --- go-live (issue 25): the opening workbook's template, its dry run and its commit, admin only ---
  route(goLive.goLiveTemplate, 'go-live', 'goLiveTemplate'),
  route(goLive.goLiveDryRun, 'go-live', 'goLiveDryRun'),
  route(goLive.goLiveCommit, 'go-live', 'goLiveCommit'),
];
