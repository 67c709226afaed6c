import type { Caller } from '../platform/claims';
import { autoMatch, codedMatches, matchNewLines, roomCodes } from '../bank';
import { existingRefs, type StoredLine } from '../bank';
import { newStoredLines, storeLines, type NewLine } from './store-lines';

/**
 * A file's lines stored and matched. The coded ones (naming exactly one room's payment code) not
 * stored yet are each created already matched in its rent receipt's voucher, so they are written once
 * and never stored without their receipt; the others are stored `unmatched` meanwhile, side by side.
 * A coded line whose receipt could not be posted that way is then stored like the others and matched
 * the ordinary way (or left to a person). A retry of the same file — after a crash half-way, or a copy
 * sent twice — adds only what is not stored yet: the coded lines' markers are read first, the others'
 * met by their conditional creates.
 */
export async function storeAndMatch(
  wallet: number,
  lines: readonly NewLine[],
  base: Pick<StoredLine, 'source' | 'import_id'>,
  at: string,
  caller: Pick<Caller, 'sub' | 'username'>,
) {
  const all = newStoredLines(wallet, lines, base, at);
  const codes = await roomCodes();
  const coded = codedMatches(all, codes);
  const isCoded = new Set(coded.map((m) => m.line));
  const [others, { matched, unposted }] = await Promise.all([
    storeLines(
      wallet,
      all.filter((l) => !isCoded.has(l)),
    ),
    existingRefs(
      wallet,
      coded.map((m) => m.line.ref_key),
    ).then((taken) =>
      matchNewLines(
        coded.filter((m) => !taken.has(m.line.ref_key)),
        caller,
      ),
    ),
  ]);
  const late = await storeLines(wallet, unposted);
  const lateMatched = await autoMatch(late, caller, codes);
  return { added: others.length + matched.size + late.length, matched: matched.size + lateMatched.size };
}
