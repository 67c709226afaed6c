import { fold } from '../../../shared/text/fold';

/**
 * What the search index keeps of a customer (pure): the tokens a query is matched against by
 * `begins_with`, so each lookup is one Query of a small partition, never a filter over records.
 */

/** Shortest run of digits a phone query may be: fewer would match half the tenants. */
export const MIN_PHONE_DIGITS = 4;

export type TokenKind = 'PHONE' | 'NAME';
export interface Token {
  kind: TokenKind;
  token: string;
}

export const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Every suffix of the phone's digits at least MIN_PHONE_DIGITS long: any run of 4+ digits of the
 * phone is the start of one of them, so "0912", "4567" and "912345" are each a begins_with.
 */
export function phoneTokens(phone: string | undefined): string[] {
  const digits = phone ? digitsOf(phone) : '';
  const out = new Set<string>();
  for (let i = 0; i + MIN_PHONE_DIGITS <= digits.length; i++) out.add(digits.slice(i));
  return [...out];
}

/** The words of a name, lower case without diacritics ("Nguyễn Văn A" → nguyen, van, a). */
export const nameWords = (name: string): string[] => [
  ...new Set(
    fold(name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  ),
];

/** A customer's tokens: its phone's suffixes and its name's words. */
export const customerTokens = (c: { name: string; phone?: string }): Token[] => [
  ...phoneTokens(c.phone).map((token) => ({ kind: 'PHONE' as const, token })),
  ...nameWords(c.name).map((token) => ({ kind: 'NAME' as const, token })),
];

const id = (t: Token) => `${t.kind}#${t.token}`;

/** What a change of name or phone does to the index: the tokens to remove and the ones to add (the rest stay). */
export function tokenChange(before: Token[], after: Token[]): { removed: Token[]; added: Token[] } {
  const was = new Set(before.map(id));
  const is = new Set(after.map(id));
  return { removed: before.filter((t) => !is.has(id(t))), added: after.filter((t) => !was.has(id(t))) };
}
