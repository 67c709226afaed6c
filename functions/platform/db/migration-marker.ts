import { getItem } from './items';
import { keys } from './keys';
import { putItem, transact } from './transact';
import { env } from '../env';

/**
 * A one-time backfill's "done" marker (`META` / `MIGRATION#<name>`): until it is there, the reads that
 * rely on what the backfill writes (a kept figure, a sparse index) keep to their exact, older way. A
 * marker is never taken away (an emptied or freshly provisioned table is marked at once), so once seen
 * it is remembered per table for the life of the process: one read, not one per request.
 */
export interface MigrationMarker {
  readonly key: { PK: string; SK: string };
  ready(): Promise<boolean>;
  mark(by: string): Promise<void>;
  /** Forgets what was seen (tests that take the marker away to read and write the old way). */
  forget(): void;
}

export function migrationMarker(name: string): MigrationMarker {
  const key = keys.meta(`MIGRATION#${name}`);
  const seen = new Set<string>();
  return {
    key,
    async ready() {
      const table = env.tableName();
      if (seen.has(table)) return true;
      const found = !!(await getItem(key, { consistent: true }));
      if (found) seen.add(table);
      return found;
    },
    async mark(by) {
      await transact([putItem({ ...key, entity: 'meta', by, at: new Date().toISOString() })]);
    },
    forget: () => seen.clear(),
  };
}
