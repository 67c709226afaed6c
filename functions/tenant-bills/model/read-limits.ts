import { keys } from '../../platform/db/keys';
import { countHit } from '../../platform/db/counter';

/**
 * How often the public tenant bill may be read (issue 24), in fixed windows of a minute, counted on
 * small items that expire by TTL: per token (a page polls every 15 s; 30 is a few tabs open at once)
 * and per source address (a guesser trying tokens, or one building's shared Wi-Fi: 120).
 */
export const READ_WINDOW_SECONDS = 60;
export const READS_PER_TOKEN = 30;
export const READS_PER_ADDRESS = 120;

/** Counts this read for the token and the address; false when either is over its limit in this window. */
export async function readAllowed(tokenName: string, address: string, nowSeconds: number): Promise<boolean> {
  const window = Math.floor(nowSeconds / READ_WINDOW_SECONDS) * READ_WINDOW_SECONDS;
  // Kept a window longer than it counts, so a late read of the window still finds its count.
  const expires = window + 2 * READ_WINDOW_SECONDS;
  const [byToken, byAddress] = await Promise.all([
    countHit(keys.tenantBillHits(`t:${tokenName}`, window), 'tenant_bill_hits', expires),
    countHit(keys.tenantBillHits(`a:${address}`, window), 'tenant_bill_hits', expires),
  ]);
  return byToken <= READS_PER_TOKEN && byAddress <= READS_PER_ADDRESS;
}
