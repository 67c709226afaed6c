import { domainHandler } from '../platform/http/handler';
import { createPayments } from './create-payments';
import { findPayment } from './find-payment';
import { latestPaymentLog } from './latest-payment-log';
import { searchCheckoutPayments } from './search-checkout-payments';
import { searchPayments } from './search-payments';
import { updatePayment } from './update-payment';

export const handler = domainHandler('bills', { latestPaymentLog, createPayments, updatePayment, findPayment, searchPayments, searchCheckoutPayments });
