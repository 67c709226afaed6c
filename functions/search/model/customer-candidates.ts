import { compareIso } from '../../../shared/text/collate';
import { lookup, type Hit } from './search-entry';

/**
 * The customers the search index names for a query (model/search-entry.ts): candidates only, each to be
 * read by key and checked against the query as it is NOW by whoever shows it (the header search, the
 * customers' own search), since an entry may be stale. `complete` is false when a lookup was cut at
 * LOOKUP_CAP: more customers may match than these.
 */
export interface Candidates {
  hits: Hit[];
  complete: boolean;
}

export const hitId = (h: Hit): string => `${h.building}#${h.customer_id}`;
export const distinctHits = (hits: Hit[]): Hit[] => [...new Map(hits.map((h) => [hitId(h), h])).values()];

/** The order both searches show customers in: staying ones first, then the most recent check-in. */
export const stayingThenRecent = (a: { status: string; check_in_date: string }, b: { status: string; check_in_date: string }): number =>
  a.status === b.status ? compareIso(b.check_in_date, a.check_in_date) : a.status === 'staying' ? -1 : 1;

/** A run of 4+ digits: one begins_with on the phone suffixes. */
export const candidatesByPhone = (digits: string): Promise<Candidates> => lookup('PHONE', digits);

/** 4+ letters and digits of an ID number (lower case): one begins_with on its suffixes. */
export const candidatesByIdNumber = (part: string): Promise<Candidates> => lookup('IDNO', part);

/**
 * A name's words (folded), each looked up (2+ letters when the query has any, in parallel): a name that
 * matches every word has an entry under each, so the candidates are those of the smallest complete
 * answer that every other complete answer also holds. A common word cut at the cap proves nothing.
 */
export async function candidatesByName(words: string[]): Promise<Candidates> {
  const asked = words.some((w) => w.length >= 2) ? words.filter((w) => w.length >= 2) : words;
  const answers = await Promise.all(asked.map((w) => lookup('NAME', w)));
  const complete = answers.filter((a) => a.complete).sort((a, b) => a.hits.length - b.hits.length);
  const [first, ...others] = complete.length ? complete : [answers.sort((a, b) => a.hits.length - b.hits.length)[0]!];
  const held = others.map((a) => new Set(a.hits.map(hitId)));
  return { hits: first!.hits.filter((h) => held.every((s) => s.has(hitId(h)))), complete: first!.complete };
}
