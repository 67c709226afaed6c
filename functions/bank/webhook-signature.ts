import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a notification's timestamp may be from the server's clock, either way. */
export const WEBHOOK_WINDOW_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'signature' };

/** HMAC-SHA256 (hex) of `<timestamp>.<raw body>`: what the bank's notifier signs. */
export const webhookSignature = (secret: string, timestamp: string, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/**
 * A notification is the bank's when its signature is the HMAC of its timestamp and its exact bytes,
 * and its timestamp (unix seconds) is within ±300 s of now — an old notification replayed by
 * someone who saw it is refused even with its genuine signature.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | undefined>,
  rawBody: Buffer | string,
  nowSeconds = Date.now() / 1000,
): SignatureCheck {
  const timestamp = headers['x-webhook-timestamp'];
  const signature = headers['x-webhook-signature'];
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_WINDOW_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'signature' };
}
