import type { Route } from './route-types';
import * as auth from '../shared/api/auth';
import * as users from '../shared/api/users';
import * as logs from '../shared/api/logs';
import * as admin from '../shared/api/admin';
import * as adminUsers from '../shared/api/admin-users';
import * as rooms from '../shared/api/rooms';
import * as deposits from '../shared/api/deposits';
import * as ledger from '../shared/api/ledger';
import * as payments from '../shared/api/payments';
import * as stays from '../shared/api/stays';
import * as receiptChanges from '../shared/api/receipt-changes';
import * as customers from '../shared/api/customers';

/**
 * THE table of API operations. CDK (one Lambda per domain, one HTTP API route each), the local
 * gateway, the tests, `npm run routes` and the OpenAPI document all read it. A route is listed only
 * when its operation works.
 */
export const routes: readonly Route[] = [
  { endpoint: auth.login, domain: 'auth', access: 'public', handler: 'login' },
  { endpoint: auth.refreshToken, domain: 'auth', access: 'public', handler: 'refreshToken' },
  { endpoint: auth.logout, domain: 'auth', access: 'public', handler: 'logout' },

  { endpoint: users.listUsers, domain: 'users', access: 'user', handler: 'listUsers' },
  { endpoint: logs.listLogs, domain: 'logs', access: 'user', handler: 'listLogs' },

  { endpoint: rooms.listRooms, domain: 'rooms', access: 'user', handler: 'listRooms' },
  { endpoint: rooms.createRoom, domain: 'rooms', access: 'staff', handler: 'createRoom', idempotent: true },
  // --- rooms: increase-room, room-states ---
  { endpoint: rooms.increaseRoom, domain: 'rooms', access: 'staff', handler: 'increaseRoom' },
  { endpoint: rooms.roomStatesNewest, domain: 'rooms', access: 'user', handler: 'roomStatesNewest' },
  { endpoint: rooms.updateRoomState, domain: 'rooms', access: 'staff', handler: 'updateRoomState' },
  { endpoint: rooms.roomStatesTwoNewest, domain: 'rooms', access: 'user', handler: 'roomStatesTwoNewest' },

  // --- deposits ---
  { endpoint: deposits.createDeposit, domain: 'deposits', access: 'staff', handler: 'createDeposit', idempotent: true },
  { endpoint: deposits.searchDeposits, domain: 'deposits', access: 'user', handler: 'searchDeposits' },
  { endpoint: deposits.depositStatusOf, domain: 'deposits', access: 'user', handler: 'depositStatusOf' },
  { endpoint: deposits.cancelDeposit, domain: 'deposits', access: 'staff', handler: 'cancelDeposit' },
  { endpoint: deposits.deleteDeposit, domain: 'deposits', access: 'staff', handler: 'deleteDeposit' },
  { endpoint: deposits.transferDeposit, domain: 'deposits', access: 'staff', handler: 'transferDeposit', idempotent: true },
  { endpoint: deposits.searchCancelledDeposits, domain: 'deposits', access: 'user', handler: 'searchCancelledDeposits' },
  { endpoint: deposits.listCommissions, domain: 'deposits', access: 'user', handler: 'listCommissions' },
  // Deposit slips' numbering reports (the spec files them under receipts; they read deposits only).
  { endpoint: deposits.receiptWrongFormat, domain: 'deposits', access: 'user', handler: 'receiptWrongFormat' },
  { endpoint: deposits.receiptContinuous, domain: 'deposits', access: 'user', handler: 'receiptContinuous' },
  { endpoint: deposits.createOrEditAdditionalDeposit, domain: 'ledger', access: 'staff', handler: 'createOrEditAdditionalDeposit', idempotent: true },

  // --- stays (check-ins, check-outs, return deposits, change slips) and customers ---
  { endpoint: stays.createCheckIn, domain: 'stays', access: 'staff', handler: 'createCheckIn', idempotent: true },
  { endpoint: stays.searchCheckIns, domain: 'stays', access: 'user', handler: 'searchCheckIns' },
  { endpoint: stays.removeCheckIn, domain: 'stays', access: 'staff', handler: 'removeCheckIn' },
  { endpoint: stays.createCheckOut, domain: 'stays', access: 'staff', handler: 'createCheckOut', idempotent: true },
  { endpoint: stays.searchCheckOuts, domain: 'stays', access: 'user', handler: 'searchCheckOuts' },
  { endpoint: stays.cancelCheckOut, domain: 'stays', access: 'staff', handler: 'cancelCheckOut' },
  { endpoint: stays.searchReturnDeposits, domain: 'stays', access: 'user', handler: 'searchReturnDeposits' },
  { endpoint: stays.updateReturnDeposit, domain: 'stays', access: 'staff', handler: 'updateReturnDeposit', idempotent: true },
  { endpoint: stays.searchCashDeposits, domain: 'stays', access: 'user', handler: 'searchCashDeposits' },
  { endpoint: receiptChanges.createReceiptChange, domain: 'receipts', access: 'staff', handler: 'createReceiptChange', idempotent: true },
  { endpoint: receiptChanges.searchReceiptChanges, domain: 'receipts', access: 'user', handler: 'searchReceiptChanges' },
  { endpoint: receiptChanges.cancelReceiptChange, domain: 'receipts', access: 'staff', handler: 'cancelReceiptChange' },
  { endpoint: receiptChanges.deleteReceiptChange, domain: 'receipts', access: 'staff', handler: 'deleteReceiptChange' },
  { endpoint: customers.listCustomers, domain: 'customers', access: 'user', handler: 'listCustomers' },
  { endpoint: customers.searchCustomers, domain: 'customers', access: 'user', handler: 'searchCustomers' },
  { endpoint: customers.searchContracts, domain: 'customers', access: 'user', handler: 'searchContracts' },

  { endpoint: ledger.walletAccount, domain: 'ledger', access: 'user', handler: 'walletAccount' },
  { endpoint: ledger.listJournal, domain: 'ledger', access: 'user', handler: 'listJournal' },
  { endpoint: ledger.trialBalance, domain: 'ledger', access: 'user', handler: 'getTrialBalance' },

  { endpoint: payments.latestPaymentLog, domain: 'payments', access: 'user', handler: 'latestPaymentLog' },

  { endpoint: admin.listCollections, domain: 'admin', access: 'admin', handler: 'listCollections' },
  { endpoint: admin.dbInfo, domain: 'admin', access: 'admin', handler: 'dbInfo' },
  { endpoint: admin.clearDatabase, domain: 'admin', access: 'admin', handler: 'clearDatabase' },
  { endpoint: adminUsers.listAdminUsers, domain: 'admin', access: 'admin', handler: 'listAdminUsers' },
  { endpoint: adminUsers.createAdminUser, domain: 'admin', access: 'admin', handler: 'createAdminUser', idempotent: true },
  { endpoint: adminUsers.setAdminUserRole, domain: 'admin', access: 'admin', handler: 'setAdminUserRole' },
  { endpoint: adminUsers.setAdminUserPassword, domain: 'admin', access: 'admin', handler: 'setAdminUserPassword' },
];
