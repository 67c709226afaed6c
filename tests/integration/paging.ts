/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers freely */
import { expect } from 'vitest';
import { invoke, ok } from './in-process';
import { installRecorder, type RecordedCall } from '../../functions/platform/db/recorder';

/**
 * Paged reads in process (issue 23 §13: lists that grow with the rooms answer `{ items, cursor? }`):
 * reading every page, checking a list in small pages against one large page, and made-up cursors.
 */

/** Every row of a paged read (`{ items, cursor? }`, issue 23 §13), page after page. */
export async function everyItem(path: string, query: Record<string, string>): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | undefined;
  do {
    const page = ok(await invoke('GET', path, { query: { ...query, ...(cursor ? { cursor } : {}) } }));
    out.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return out;
}

/**
 * A paged read in pages of `limit`: each page at most `limit` rows, the last without a cursor, and
 * together the whole list (read in one page of 500) once, in its order.
 */
export async function checkPages(
  path: string,
  query: Record<string, string>,
  limit: number,
): Promise<{ whole: any[]; pages: { items: any[]; cursor?: string }[] }> {
  const whole = ok(await invoke('GET', path, { query: { ...query, limit: '500' } }));
  expect(whole.cursor).toBeUndefined();
  const pages: { items: any[]; cursor?: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = ok(await invoke('GET', path, { query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) } }));
    expect(page.items.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    cursor = page.cursor;
  } while (cursor);
  expect(pages.flatMap((p) => p.items)).toEqual(whole.items);
  return { whole: whole.items, pages };
}

/** A cursor made up of any key, and the key a cursor holds. */
export const made = (key: Record<string, string>) => Buffer.from(JSON.stringify(key)).toString('base64url');
export const keyOf = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;

/** A read refused on its cursor (400, field `cursor`). */
export async function refusedCursor(path: string, query: Record<string, string>) {
  const r = await invoke('GET', path, { query });
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.field).toBe('cursor');
}

/** One page read in process with the DynamoDB requests it made (the recorder of functions/platform/db/recorder.ts). */
export async function recordedRead(path: string, query: Record<string, string>): Promise<{ page: any; calls: RecordedCall[] }> {
  const recorder = installRecorder();
  try {
    const page = ok(await invoke('GET', path, { query }));
    return { page, calls: [...recorder.calls] };
  } finally {
    delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
  }
}

/** The partition a recorded Query asked for (its `:pk`). */
export const partitionOf = (c: RecordedCall) => (c.input.ExpressionAttributeValues as Record<string, { S?: string }> | undefined)?.[':pk']?.S ?? '';

/** How many keys the recorded BatchGets asked for, in all. */
export const batchGetKeys = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.command === 'BatchGetItemCommand')
    .flatMap((c) => Object.values(c.input.RequestItems as Record<string, { Keys: unknown[] }>).flatMap((r) => r.Keys)).length;
