import { createHash } from 'node:crypto';
import type { BankLineConflict } from '../../../shared/api/bank';
import { fold } from '../../../shared/text/fold';
import { keys } from '../../platform/db/keys';
import { updateItem, type TxItem } from '../../platform/db/transact';
import type { StoredLine } from './bank-line';

/**
 * A notification that comes again under a stored line's bank reference but says something else (another
 * amount, side, day or text). The reference is the bank's promise that it is the same movement, so the
 * replay books nothing and the line keeps the first one's money; but one of the two is wrong, and only
 * a person with the bank's statement can say which: the replay is kept on the line (`conflicts`) and
 * the line waits in the review queue (`conflict_open`) until someone checks it.
 */

/** Conflicts kept per line: a bank looping on one reference must not grow the item towards DynamoDB's 400 KB. */
export const MAX_CONFLICTS = 20;

type Replay = Pick<StoredLine, 'direction' | 'amount' | 'date' | 'content'>;

const sameText = (a: string, b: string) => fold(a).replace(/\s+/g, ' ').trim() === fold(b).replace(/\s+/g, ' ').trim();

/** What a replay says differently from the stored line (nothing: an ordinary retry). */
export function replayDifferences(line: Replay, replay: Replay): BankLineConflict['differs'] {
  const differs: BankLineConflict['differs'] = [];
  if (line.amount !== replay.amount) differs.push('amount');
  if (line.direction !== replay.direction) differs.push('direction');
  if (line.date !== replay.date) differs.push('date');
  if (!sameText(line.content, replay.content)) differs.push('content');
  return differs;
}

/** One replay's identity: the same conflicting notification sent again is recorded once. */
export const replayKey = (raw: string) => createHash('sha256').update(raw).digest('hex').slice(0, 32);

/**
 * Appends the conflict to the line and opens it for review; its version moves on, so a person about to
 * act on the line as it was is told to reload and sees the conflict first. Fails (409) when this replay
 * is recorded already or the line holds `MAX_CONFLICTS`: there is nothing more to record then.
 */
export const recordConflict = (line: Pick<StoredLine, 'wallet' | 'date' | 'id'>, conflict: BankLineConflict, key: string): TxItem =>
  updateItem(keys.bankLine(line.wallet, line.date, line.id), {
    expression: 'SET conflicts = list_append(if_not_exists(conflicts, :none), :c), conflict_open = :open, version = version + :one ADD conflict_keys :keys',
    condition: 'attribute_exists(PK) AND NOT contains(conflict_keys, :key) AND (attribute_not_exists(conflicts) OR size(conflicts) < :max)',
    values: { ':none': [], ':c': [conflict], ':open': true, ':one': 1, ':keys': new Set([key]), ':key': key, ':max': MAX_CONFLICTS },
    conflict: 'Thông báo này đã được ghi nhận',
    code: 'duplicate',
  });
