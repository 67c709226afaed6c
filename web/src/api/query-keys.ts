import type { QueryClient } from '@tanstack/react-query';
import type { Domain, Endpoint } from '../../../shared/api/endpoint';

/**
 * Every cached read is keyed under the API domain that serves it (the Domain of functions/routes.ts):
 * `['deposits', ...]`, `['ledger', ...]`. A write names the domains it changes (`endpoint.affects`),
 * so the reads to refresh follow from the contract instead of a list per screen.
 */
export const domainKey = <D extends Domain>(domain: D) => [domain] as const;

/**
 * The application data the shell loads after login (spec §3) sits under the domain that serves it,
 * so a write affecting `rooms` refreshes the shell's rooms too, marked as such in second place:
 * `['rooms', 'app-data']`.
 */
export const APP_DATA = 'app-data';

/**
 * The record pages (issue 24): the room page and the tenant page are each one read that shows what
 * several domains keep (the room and its notice, the stays and their people, every line of the stays'
 * accounts and the deposit held, readings, internet, vehicle cards, repairs). Their keys sit under
 * their own domain; they are refreshed too after any write that affects a domain they show. The
 * contracts' `affects` keep saying what a write changes (a receipt does not refresh the room board),
 * and every money write names `ledger` (it posts), so that one name covers receipts, bills, check-outs,
 * deposits and the bank's matches.
 */
export const ROOM_FILE_KEY = ['rooms', 'file'] as const;
export const CUSTOMER_FILE_KEY = ['customers', 'file'] as const;
const RECORD_PAGE_KEYS = [ROOM_FILE_KEY, CUSTOMER_FILE_KEY];
export const RECORD_PAGE_SOURCES: ReadonlySet<Domain> = new Set<Domain>(['rooms', 'stays', 'customers', 'ledger', 'readings', 'internet', 'repairs']);

/** After a successful write: every read of every domain the contract says it affects is refetched (or marked stale), and the record pages when it changes what they show. */
export async function invalidateAffected(client: QueryClient, endpoint: Pick<Endpoint, 'affects'>): Promise<void> {
  const affects = endpoint.affects ?? [];
  const keys: (readonly string[])[] = affects.map((domain) => domainKey(domain));
  if (affects.some((d) => RECORD_PAGE_SOURCES.has(d))) keys.push(...RECORD_PAGE_KEYS);
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
