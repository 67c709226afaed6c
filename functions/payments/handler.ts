import { domainHandler } from '../lib/http/handler';
import { latestPaymentLog } from './latest-payment-log';

export const handler = domainHandler('payments', { latestPaymentLog });
