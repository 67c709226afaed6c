import { about, putItem, type TxItem } from '../platform/db/transact';

/**
 * A settings item saved whole (`SETTINGS` / <name>) on condition that nobody saved since the version
 * the admin read (absent for version 0): a lost race is 409 `stale` on `version`.
 */
export function versionedSettingsItem(key: { PK: string; SK: string }, entity: string, next: object, seenVersion: number, conflict: string): TxItem {
  return about(
    putItem(
      { ...key, entity, ...next },
      seenVersion === 0
        ? { expression: 'attribute_not_exists(PK)', conflict }
        : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': seenVersion }, conflict },
    ),
    'version',
  );
}
