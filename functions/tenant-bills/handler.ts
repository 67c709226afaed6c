import { domainHandler } from '../platform/http/handler';
import { issueTenantBillLink } from './issue-link';
import { issueTenantBillLinks } from './issue-links';
import { markTenantBillSent } from './mark-sent';
import { readTenantBill } from './read-tenant-bill';

export const handler = domainHandler('tenant-bills', { issueTenantBillLink, issueTenantBillLinks, markTenantBillSent, readTenantBill });
