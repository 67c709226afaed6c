import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A tenant bill link's token (issue 24), pure: `<stay id>.<issue>.<expiry>.<signature>`, the signature
 * the HMAC-SHA256 (base64url) of the first three parts with the key kept like the bank webhook's. It
 * names the stay and the link's issue number (re-issuing bumps the stay's number, so older links die)
 * and its expiry (unix seconds); nothing else, and nothing a tenant could change unnoticed.
 */
export interface LinkClaims {
  stay_id: string;
  version: number;
  /** Unix seconds. */
  expires: number;
}

const SHAPE = /^([0-9A-Za-z]{1,40})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function linkToken(key: string, c: LinkClaims): string {
  const body = `${c.stay_id}.${c.version}.${c.expires}`;
  return `${body}.${sign(key, body)}`;
}

/**
 * The claims of a token signed with `key` and not expired at `nowSeconds`; undefined for anything else
 * (malformed, altered, signed with another key, expired), without saying which: the caller answers
 * all of them with the same 404.
 */
export function verifyLinkToken(key: string, token: string, nowSeconds: number): LinkClaims | undefined {
  const m = SHAPE.exec(token);
  if (!m) return undefined;
  const [, stayId, version, expires, signature] = m;
  const expected = Buffer.from(sign(key, `${stayId}.${version}.${expires}`), 'base64url');
  const given = Buffer.from(signature!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const c = { stay_id: stayId!, version: Number(version), expires: Number(expires) };
  return c.expires > nowSeconds && c.version > 0 ? c : undefined;
}

/** A short stable name of any token for its rate-limit counter: the token itself is never stored. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** A stored link's token, signed again: the token is deterministic in (stay, issue, expiry), so nothing secret is stored. */
export const tokenOfLink = (key: string, link: { stay_id: string; version: number; expires_at: string }) =>
  linkToken(key, { stay_id: link.stay_id, version: link.version, expires: Math.floor(Date.parse(link.expires_at) / 1000) });

/** A stored link a tenant can still open (not expired): a batch hands it out again rather than killing it. */
export const linkValid = (link: { version: number; expires_at: string }, nowSeconds: number) =>
  link.version > 0 && Math.floor(Date.parse(link.expires_at) / 1000) > nowSeconds;
