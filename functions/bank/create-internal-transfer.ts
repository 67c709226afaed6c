import { ulid } from 'ulid';
import * as api from '../../shared/api/bank';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { planInternalTransfer } from './internal-transfer-voucher';

/**
 * POST /api/bank-internal-transfer: one outgoing line of a bank wallet and one incoming line of
 * another, the same amount, booked as one transfer (Dr wallet in / Cr wallet out), both lines matched
 * in the same voucher on the versions the caller saw.
 */
export const createInternalTransfer = operation(api.createInternalTransfer, async ({ body }, { caller }) =>
  postVoucher(planInternalTransfer(ulid(), body, caller)),
);
