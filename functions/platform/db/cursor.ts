import { BadRequest } from '../errors';

/**
 * Opaque page cursors. A cursor is the key a Query stopped at, base64url JSON; the server never trusts
 * it: decoding checks it has exactly the expected key attributes, as strings, and that the caller's
 * rule (`fits`, e.g. "its partition is one this request reads") holds. Anything else is a 400, never
 * a DynamoDB ValidationException turned into a 500.
 */
export type Key = Record<string, string>;

export const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

const invalid = () =>
  new BadRequest('Con trỏ phân trang không hợp lệ', [{ path: 'cursor', message: 'Con trỏ trang không hợp lệ, vui lòng tải lại danh sách' }]);

export function decodeCursor(s: string, attributes: readonly string[], fits: (k: Key) => boolean = () => true): Key {
  if (s.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(s)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length !== attributes.length || !attributes.every((a) => typeof (parsed as Record<string, unknown>)[a] === 'string')) throw invalid();
  const key = parsed as Key;
  if (!fits(key)) throw invalid();
  return key;
}
