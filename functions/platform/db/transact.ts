import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db } from './client';
import { countedWrite } from './entity-counts';
import { TABLE } from './table';
import { env } from '../env';
import { Conflict, type ErrorCode } from '../errors';

type Op = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write of a transaction, with the message to show if its condition is what failed. */
export interface TxItem {
  op: Op;
  conflict?: string;
  /** The request field the conflict is about, for the web to place the message on. */
  field?: string;
  /** What kind of conflict: a stale version, a forbidden state, a number taken meanwhile, a replay... */
  code?: ErrorCode;
  /** A create whose key was made for it (`createFresh`): counted as a new record without a condition. */
  fresh?: true;
  /** For a delete: the record type it deletes, so its kept count moves without reading the item first. */
  entity?: string;
}

/**
 * What a caller may put in one transaction: DynamoDB's 100 less the one item of the kept counts
 * (`transact` adds it to a transaction that creates or deletes counted records: entity-counts.ts).
 */
export const MAX_TX_ITEMS = 99;

const t = () => env.tableName();

/** Says which request field a write's conflict is about (and what kind), for the 409's `field` and `code`. */
export const about = (item: TxItem, field: string, code: ErrorCode = 'stale'): TxItem => ({ ...item, field, code });

/** A conditional create: refused if an item with this key already exists. */
export const createItem = (item: Record<string, unknown>, conflict: string): TxItem => ({
  op: {
    Put: { TableName: t(), Item: item, ConditionExpression: `attribute_not_exists(${TABLE.partitionKey})` },
  },
  conflict,
});

/**
 * A create whose key embeds a ULID made for it (a log line, a bank line): no item can be there, so it
 * carries no condition — one that could never fail still costs DynamoDB Local a parse per item, which
 * a 2,000-line statement pays thousands of times. What must be unique is guarded by its own conditional
 * item in the same transaction (a bank line's dedupe marker).
 */
export const createFresh = (item: Record<string, unknown>): TxItem => ({ op: { Put: { TableName: t(), Item: item } }, fresh: true });

/** A put that must not be blind: the caller states what it expects of the current item. */
export const putItem = (
  item: Record<string, unknown>,
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown>; conflict: string },
): TxItem => ({
  op: {
    Put: {
      TableName: t(),
      Item: item,
      ...(condition
        ? {
            ConditionExpression: condition.expression,
            ExpressionAttributeNames: condition.names,
            ExpressionAttributeValues: condition.values,
          }
        : {}),
    },
  },
  conflict: condition?.conflict,
});

/** A condition on an item the transaction does not write (e.g. the edit lock): all or nothing still. */
export const conditionCheck = (
  key: Record<string, unknown>,
  check: { expression: string; names?: Record<string, string>; values?: Record<string, unknown>; conflict: string; field?: string; code?: ErrorCode },
): TxItem => ({
  op: {
    ConditionCheck: {
      TableName: t(),
      Key: key,
      ConditionExpression: check.expression,
      ExpressionAttributeNames: check.names,
      ExpressionAttributeValues: check.values,
    },
  },
  conflict: check.conflict,
  field: check.field,
  code: check.code,
});

export const updateItem = (
  key: Record<string, unknown>,
  update: {
    expression: string;
    condition?: string;
    names?: Record<string, string>;
    values?: Record<string, unknown>;
    conflict?: string;
    field?: string;
    code?: ErrorCode;
  },
): TxItem => ({
  op: {
    Update: {
      TableName: t(),
      Key: key,
      UpdateExpression: update.expression,
      ConditionExpression: update.condition,
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
    },
  },
  conflict: update.conflict,
  field: update.field,
  code: update.code,
});

/**
 * A delete that states what it expects of the item (entry errors only: nothing else is deleted).
 * `entity`, the record type deleted, spares the kept counts a read of the item (entity-counts.ts).
 */
export const deleteItem = (
  key: Record<string, string>,
  condition: { expression: string; values: Record<string, unknown>; conflict: string; entity?: string },
): TxItem => ({
  op: { Delete: { TableName: t(), Key: key, ConditionExpression: condition.expression, ExpressionAttributeValues: condition.values } },
  conflict: condition.conflict,
  ...(condition.entity ? { entity: condition.entity } : {}),
});

/** Plans again after a guard of the kept counts met an item created or deleted since it was read. */
const MAX_RECOUNTS = 5;

/**
 * Writes all items or none, with the kept counts of the record types they create or delete moved in
 * the same transaction (entity-counts.ts). A failed condition becomes a 409 carrying that item's own
 * message (e.g. "Phòng 101 đang ở trạng thái Đang ở"), so the caller learns what changed under them.
 * A TransactionConflict (another transaction touched a shared item, such as a ledger rollup, at the
 * same instant) wrote nothing, so it is retried a few times before giving up with a 409.
 */
export async function transact(items: TxItem[], attempts = 6): Promise<void> {
  if (items.length === 0) return;
  if (items.length > 100) throw new Error(`Transaction of ${items.length} items exceeds DynamoDB's 100`);
  let write = await countedWrite(items);
  if (write.ops.length > 100) throw new Error(`Transaction of ${items.length} items and its kept count exceeds DynamoDB's 100 (plan at most MAX_TX_ITEMS)`);
  for (let attempt = 1, recounts = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: write.ops }));
      write.committed();
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failedAt = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (failedAt.length && recounts < MAX_RECOUNTS && (await write.guessedWrong(failedAt))) {
        recounts++;
        attempt--;
        write = await countedWrite(items);
        continue;
      }
      const failed = failedAt[0] ?? -1;
      if (failed >= 0) throw new Conflict(items[failed]?.conflict, items[failed]?.field, items[failed]?.code);
      if (!reasons.some((r) => r.Code === 'TransactionConflict')) throw error;
      if (attempt >= attempts) throw new Conflict('Có người khác đang thao tác trên cùng dữ liệu, vui lòng thử lại');
      await new Promise((r) => setTimeout(r, Math.random() * 40 * 2 ** attempt));
    }
  }
}
