import { queryOptions } from '@tanstack/react-query';
import { issueTenantBillLinks, type SendLink } from '../../../../shared/api/tenant-bills';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

/** A list longer than this many pages is a server fault (a cursor that does not move on), not data. */
const MAX_PAGES = 1000;

/**
 * The links of a building-month's stays, every page of the batch (each a bounded request: at most 50
 * stays, a transaction of the new ones). Asking again is harmless: a valid link comes back as it is,
 * only missing or expired ones are issued. Read when staff open "Gửi hoá đơn", not with the screen.
 */
async function everyLink(building: BuildingCode, month: string, signal?: AbortSignal): Promise<SendLink[]> {
  const links: SendLink[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const page = await call(issueTenantBillLinks, { body: { building, month, ...(cursor ? { cursor } : {}) }, signal });
    links.push(...page.items);
    if (!page.cursor) return links;
    if (page.cursor === cursor) break;
    cursor = page.cursor;
  }
  throw new Error(`${issueTenantBillLinks.path}: the pages do not end`);
}

export const tenantBillQueries = {
  /** The send links of a building-month (POST /api/tenant-bills/links/batch, every page). */
  sendLinks: (building: BuildingCode, month: string) =>
    queryOptions({
      queryKey: [...domainKey('tenant-bills'), 'send-links', building, month] as const,
      queryFn: ({ signal }) => everyLink(building, month, signal),
      // It writes (the missing links): asked when the drawer opens, again only after a write of the domain.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};
