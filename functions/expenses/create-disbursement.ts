import { ulid } from 'ulid';
import * as api from '../../shared/api/expenses';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { readPayees } from './model/payee-settings';
import { checkDisbursement, disbursementVoucher } from './disbursement-voucher';
import { slipsOfReferences } from './model/disbursement-ref';

/** An expense slip (business rules §7): Dr 632x/6411/8111/8113 (the payee) / Cr the wallet, numbered PC<building><YYMM>-NNN in ONE voucher. */
export const createDisbursement = operation(api.createDisbursement, async ({ body }, { caller }) => {
  const { building, ...input } = body;
  const [payees, entered] = await Promise.all([readPayees(), slipsOfReferences(input.reference ? [input.reference] : [])]);
  const payee = checkDisbursement(building, input, payees, undefined, undefined, '', entered);
  return postVoucher(disbursementVoucher(caller, building, ulid(), { ...input, payee }, undefined));
});
