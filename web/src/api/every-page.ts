import type { z } from 'zod';
import type { Endpoint } from '../../../shared/api/endpoint';
import { call, type CallInput } from './client';

/** A GET whose answer is a page: `{ items, cursor? }` (shared/api/common.ts `pageOf`). */
type PagedEndpoint = Endpoint & { response: z.ZodType<{ items: unknown[]; cursor?: string }> };
type ItemOf<E extends PagedEndpoint> = z.infer<E['response']>['items'][number];

/** A list longer than this many pages is a server fault (a cursor that does not move on), not data. */
const MAX_PAGES = 1000;

/**
 * Every row of a server-paged list, page after page (issue 23 §13): each read the server answers is
 * one bounded page, whatever the size of the building; a screen that shows the whole list, or picks
 * from it, reads its pages one after the other and gets them as one array, in the server's order.
 */
export async function callEveryPage<E extends PagedEndpoint>(endpoint: E, input: CallInput<E>): Promise<ItemOf<E>[]> {
  const items: ItemOf<E>[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const page = (await call(endpoint, { ...input, query: { ...(input.query as object), ...(cursor ? { cursor } : {}) } } as CallInput<E>)) as {
      items: ItemOf<E>[];
      cursor?: string;
    };
    items.push(...page.items);
    if (!page.cursor) return items;
    if (page.cursor === cursor) break;
    cursor = page.cursor;
  }
  throw new Error(`${endpoint.path}: the pages do not end`);
}
