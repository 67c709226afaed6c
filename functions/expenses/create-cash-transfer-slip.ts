import { ulid } from 'ulid';
import * as api from '../../shared/api/expenses/cash-slips';
import { walletName } from '../../shared/catalog/wallets';
import { operation } from '../platform/http/handler';
import { CASH_TRANSFERS, cashTransferPosting } from './model/expense-slips';
import { postNewSlip } from './new-slip-voucher';

/**
 * A cash transfer slip (business rules §7): the building's cash box pays into another cash box or a
 * bank account, Dr wallet to / Cr wallet from, numbered CT<building><YYMM>-NNN, in ONE voucher (the
 * kernel refuses it when the cash box would go below zero). Never edited: a wrong one is undone by a
 * transfer back.
 */
export const createCashTransferSlip = operation(api.createCashTransferSlip, async ({ body }, { caller }) => {
  const id = ulid();
  const { building, date, from_wallet, to_wallet, amount, note } = body;
  return postNewSlip(caller, CASH_TRANSFERS, building, date, (slip_no, at) => ({
    record: { id, slip_no, building, date, from_wallet, to_wallet, amount, ...(note ? { note } : {}), created_at: at, created_by: caller.username },
    posting: cashTransferPosting,
    audit: {
      action: 'cash_transfer_slip',
      entity: 'cash_transfer_slip',
      summary: `Chuyển ${amount.toLocaleString('vi-VN')} đ từ ${walletName(from_wallet)} sang ${walletName(to_wallet)} (${slip_no})`,
    },
  }));
});
