import type { importBankStatement, BankTransaction, STATEMENT_LAYOUTS } from '../../../../shared/api/bank';
import type { ResponseOf } from '../../../../shared/api/endpoint';

/** Names the screen gives parts of the bank contract (shared/api/bank.ts). */
export type BankStatus = BankTransaction['status'];
export type ImportLayout = (typeof STATEMENT_LAYOUTS)[number];
export type ImportResult = ResponseOf<typeof importBankStatement>;
