import type { BankTransaction } from '../../../../shared/api/bank';

/** Names the screen gives parts of the bank contract (shared/api/bank.ts). */
export type BankStatus = BankTransaction['status'];
