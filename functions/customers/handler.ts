import { domainHandler } from '../lib/http/handler';
import { listCustomers, searchContracts, searchCustomers } from './customers';

export const handler = domainHandler('customers', { listCustomers, searchCustomers, searchContracts });
