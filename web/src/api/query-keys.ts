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

/** After a successful write: every read of every domain the contract says it affects is refetched (or marked stale). */
export async function invalidateAffected(client: QueryClient, endpoint: Pick<Endpoint, 'affects'>): Promise<void> {
  await Promise.all((endpoint.affects ?? []).map((domain) => client.invalidateQueries({ queryKey: domainKey(domain) })));
}
