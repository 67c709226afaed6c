import { fold } from '../../../shared/text/fold';

/**
 * What the search index keeps of a customer (pure): the tokens a query is matched against by
 * `begins_with`, so each lookup is one Query of a small partition, never a filter over records.
 */

/** Shortest run of digits a phone query may be: fewer would match half the tenants. */
export const MIN_PHONE_DIGITS = 4;
/** Shortest part of an ID number (CCCD, passport) a query may be, for the same reason. */
export const MIN_ID_CHARS = 4;

export type TokenKind = 'PHONE' | 'NAME' | 'IDNO';
export interface Token {
  kind: TokenKind;
  token: string;
}

export const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Every suffix of the phone's digits at least MIN_PHONE_DIGITS long: any run of 4+ digits of the
 * phone is the start of one of them, so "0912", "4567" and "912345" are each a begins_with.
 */
export const phoneTokens = (phone: string | undefined): string[] => suffixes(phone ? digitsOf(phone) : '', MIN_PHONE_DIGITS);

/** An ID number as it is matched: lower case, letters and digits only ("B 1234567" → b1234567). */
export const idNumberOf = (idNumber: string): string => fold(idNumber).replace(/[^a-z0-9]/g, '');

/** Every suffix of the ID number at least MIN_ID_CHARS long: any part of 4+ of it is a begins_with, as for phones. */
export const idNumberTokens = (idNumber: string | undefined): string[] => suffixes(idNumber ? idNumberOf(idNumber) : '', MIN_ID_CHARS);

function suffixes(text: string, shortest: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i + shortest <= text.length; i++) out.add(text.slice(i));
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

/** A customer's tokens: its phone's suffixes, its name's words and its ID number's suffixes. */
export const customerTokens = (c: { name: string; phone?: string; id_number?: string }): Token[] => [
  ...phoneTokens(c.phone).map((token) => ({ kind: 'PHONE' as const, token })),
  ...nameWords(c.name).map((token) => ({ kind: 'NAME' as const, token })),
  ...idNumberTokens(c.id_number).map((token) => ({ kind: 'IDNO' as const, token })),
];

const id = (t: Token) => `${t.kind}#${t.token}`;

/** What a change of name or phone does to the index: the tokens to remove and the ones to add (the rest stay). */
export function tokenChange(before: Token[], after: Token[]): { removed: Token[]; added: Token[] } {
  const was = new Set(before.map(id));
  const is = new Set(after.map(id));
  return { removed: before.filter((t) => !is.has(id(t))), added: after.filter((t) => !was.has(id(t))) };
}
