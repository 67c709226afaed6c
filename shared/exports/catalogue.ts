import type { AnyReport } from './report';
import { adminUsersReport } from './reports/admin';
import { contractsReport, customersReport, receiptChangesReport } from './reports/customers';
import { cancelledDepositsReport, commissionsReport, depositsReport } from './reports/deposits';
import { journalReport, trialBalanceReport } from './reports/ledger';
import { internetReport } from './reports/internet';
import { logsReport } from './reports/logs';
import { readingAuditReport } from './reports/readings';
import { roomsReport } from './reports/rooms';
import { checkInsReport, checkOutsReport, returnDepositsReport } from './reports/stays';
import { bankTransactionsReport } from './reports/bank';
import { cashTransferSlipsReport, disbursementsReport, receiptCashReport } from './reports/expenses';
import { electricityAnalysisReport, waterAnalysisReport } from './reports/utility-analysis';

/**
 * THE exportable lists, named by the operation that serves each (its handler name in the route
 * table, `npm run routes`): `POST /api/exports {report: 'listLogs', ...}` renders what
 * `GET /api/logs` answers. A test checks every name against the route table.
 */
export const EXPORT_REPORTS = {
  listLogs: logsReport,
  listJournal: journalReport,
  getTrialBalance: trialBalanceReport,
  listRooms: roomsReport,
  searchDeposits: depositsReport,
  searchCancelledDeposits: cancelledDepositsReport,
  listCommissions: commissionsReport,
  searchCheckIns: checkInsReport,
  searchCheckOuts: checkOutsReport,
  searchReturnDeposits: returnDepositsReport,
  searchReceiptChanges: receiptChangesReport,
  listCustomers: customersReport,
  searchContracts: contractsReport,
  listInternet: internetReport,
  auditData: readingAuditReport,
  listAdminUsers: adminUsersReport,
  listBankTransactions: bankTransactionsReport,
  listDisbursements: disbursementsReport,
  searchCashTransferSlips: cashTransferSlipsReport,
  searchReceiptCash: receiptCashReport,
  getElectricityAnalysis: electricityAnalysisReport,
  getWaterAnalysis: waterAnalysisReport,
} satisfies Record<string, AnyReport>;

export type ExportReportId = keyof typeof EXPORT_REPORTS;
export const EXPORT_REPORT_IDS = Object.keys(EXPORT_REPORTS) as [ExportReportId, ...ExportReportId[]];

export const reportOf = (id: ExportReportId): AnyReport => EXPORT_REPORTS[id];
