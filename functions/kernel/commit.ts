import { transact, type TxItem } from '../platform/db/transact';
import { contributedItems, contributorsCommitted } from '../platform/db/tx-contributors';
import { mergeRoomFigures } from './model/room-figures';

/**
 * The one way a write commits: its items and what the code around it contributes (when the request
 * carries an Idempotency-Key, the HTTP layer's stored answer: platform/db/tx-contributors.ts), in ONE
 * transaction. A crash after it leaves nothing to redo: a retry replays.
 *
 * `answer` is opaque here (plain data, or the HTTP layer's Reply with a status or cookies): it is
 * handed to the contributors and returned.
 */
export async function commit<A>(items: TxItem[], answer: A): Promise<A> {
  // Two rooms of one building changed together (a deposit moved) write their building's statuses once.
  await transact([...mergeRoomFigures(items), ...contributedItems(answer)]);
  contributorsCommitted();
  return answer;
}
