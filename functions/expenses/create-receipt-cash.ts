import { ulid } from 'ulid';
import * as api from '../../shared/api/expenses/cash-slips';
import { accountOf } from '../../shared/catalog/accounts';
import { walletName } from '../../shared/catalog/wallets';
import { operation } from '../platform/http/handler';
import { RECEIPTS_CASH, receiptCashPosting } from './model/expense-slips';
import { postNewSlip } from './new-slip-voucher';

/**
 * A general receipt into any wallet (capital, other income, payables, earlier profit): Dr wallet / Cr
 * the account (object `payer:<name>` when given), numbered TM<building><YYMM>-NNN, in ONE voucher. The
 * bank screen pairs a bank line with it afterwards (`/api/receipt-cash/link-bank-transaction`).
 */
export const createReceiptCash = operation(api.createReceiptCash, async ({ body }, { caller }) => {
  const id = ulid();
  const { building, date, wallet, amount, account_key, payer, note } = body;
  const account = accountOf(account_key)!.accounting_account;
  return postNewSlip(caller, RECEIPTS_CASH, building, date, (receipt_no, at) => ({
    record: {
      id,
      receipt_no,
      building,
      date,
      wallet,
      amount,
      account_key,
      account,
      ...(payer ? { payer } : {}),
      ...(note ? { note } : {}),
      created_at: at,
      created_by: caller.username,
    },
    posting: receiptCashPosting,
    audit: {
      action: 'receipt_cash',
      entity: 'receipt_cash',
      ...(payer ? { entityName: payer } : {}),
      summary: `Thu ${amount.toLocaleString('vi-VN')} đ vào ${walletName(wallet)}, Có ${account}${payer ? ` (${payer})` : ''} (${receipt_no})`,
    },
  }));
});
