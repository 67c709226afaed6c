import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts/others';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { checkReceiptOther, receiptOtherVoucher } from './receipt-other-voucher';

/** An other receipt (business rules §7): Dr wallet / Cr 7111 or 7112, numbered PK<building><YYMM>-NNN in ONE voucher. */
export const createReceiptOther = operation(api.createReceiptOther, async ({ body }, { caller }) => {
  const { building, ...input } = body;
  await checkReceiptOther(building, input, undefined, undefined);
  return postVoucher(receiptOtherVoucher(caller, building, ulid(), input, undefined));
});
