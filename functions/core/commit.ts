import { transact, type TxItem } from '../lib/db/transact';
import { answerItems, markStored } from '../lib/http/idempotency';
import { Reply } from '../lib/http/reply';

const asAnswer = <A>(answer: A | Reply<A>) =>
  answer instanceof Reply ? { body: answer.body, status: answer.options.status, cookies: answer.options.cookies } : { body: answer };

/**
 * The one way a write commits: its items and, when the request carries an Idempotency-Key, the
 * stored answer, in ONE transaction. A crash after it leaves nothing to redo: a retry replays.
 */
export async function commit<A>(items: TxItem[], answer: A | Reply<A>): Promise<A | Reply<A>> {
  await transact([...items, ...answerItems(asAnswer(answer))]);
  markStored();
  return answer;
}
