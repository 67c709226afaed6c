/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers freely */
import { expect } from 'vitest';
import { invoke, ok } from './in-process';

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
