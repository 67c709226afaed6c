import type { JournalLine } from '../../../shared/api/ledger';
import { keys } from '../../platform/db/keys';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import { creditField, dayCreditField, dayDebitField, debitField } from '../model/rollup';
import type { Entry } from './entry';

/*
 * The store of journal entries: the items that post an entry (its lines, with their index keys) and
 * the rollups it moves. What an entry is and must satisfy is entry.ts.
 */

/** A wallet line's book fields; none for a line on no wallet. */
export interface WalletBookKeys {
  GSI2PK?: string;
  GSI2SK?: string;
  counter_accounts?: string[];
  counter_object?: string;
  counter_object_name?: string;
}

/**
 * A line on a wallet also sits in that wallet's book of the month (GSI2 `BOOK#<wallet>#<month>`) with
 * the accounts on the other side of its entry, so a cash or bank book reads only its own lines. A
 * wallet line is seldom about anyone itself: who or what the money is about (a deposit, a stay, a room)
 * sits on the other side, so the first counter line that names an object lends it to the book
 * (`counter_object`, `counter_object_name`), and the book answers it without reading the entry again.
 */
export function walletBookKeys(e: Pick<Entry, 'lines'>, l: JournalLine): WalletBookKeys {
  if (l.wallet === undefined) return {};
  const others = e.lines.filter((o) => o.account !== l.account && o.debit > 0 !== l.debit > 0);
  const counter = [...new Set(others.map((o) => o.account))];
  const about = others.find((o) => o.object);
  return {
    GSI2PK: keys.walletBook(l.wallet, l.date.slice(0, 7)),
    GSI2SK: keys.journalLine(l.date, l.entry_id, l.line).SK,
    counter_accounts: counter,
    ...(about?.object ? { counter_object: about.object } : {}),
    ...(about?.object_name ? { counter_object_name: about.object_name } : {}),
  };
}

interface Rollup {
  key: Record<string, string>;
  attrs: Record<string, unknown>;
  /** attribute pair (debit field, credit field) → [debit, credit] */
  sums: Map<string, [string, string, number, number]>;
}

/** The rollup items a line moves, each with the attributes it carries and its (debit, credit) fields. */
function rollupsOf(l: JournalLine): { key: Record<string, string>; attrs: Record<string, unknown>; fields: [string, string] }[] {
  const month = l.date.slice(0, 7);
  const byMonth: [string, string] = [debitField(month), creditField(month)];
  return [
    { key: keys.rollupAccount(l.account, l.building), attrs: { account: l.account, building: l.building }, fields: byMonth },
    // A wallet is one account (business rules §1): its balance is that account's rollups. A wallet line
    // about no one would add to one object item that every voucher of the wallet touches, whatever its
    // building, and so make them wait on each other; no report reads it, so it is not written.
    ...(l.wallet === undefined || l.object
      ? [
          {
            key: keys.rollupObject(l.account, l.object, l.wallet),
            attrs: { account: l.account, object: l.object ?? '-', wallet: l.wallet ?? 0 },
            fields: byMonth,
          },
        ]
      : []),
    {
      key: keys.rollupDay(month, l.account, l.building),
      attrs: { account: l.account, building: l.building, month },
      fields: [dayDebitField(l.date), dayCreditField(l.date)],
    },
  ];
}

const rollupId = (key: Record<string, string>) => `${key.PK}|${key.SK}`;

/** The rollup items an entry moves, by id: a batch of entries counts its transaction's items with them. */
export const rollupIdsOf = (e: Entry): string[] => e.lines.flatMap((l) => rollupsOf(l).map((r) => rollupId(r.key)));

/**
 * The writes that post entries: one conditional create per line, and one ADD per rollup item they
 * move (account × building by month, account × object × wallet by month, account × building by day).
 * Lines hitting the same rollup are summed first, since a transaction may touch an item once.
 */
export function entryItems(...entries: Entry[]): TxItem[] {
  const rollups = new Map<string, Rollup>();
  const lines: TxItem[] = [];
  for (const e of entries)
    for (const l of e.lines) {
      const k = keys.journalLine(l.date, l.entry_id, l.line);
      const gsi = { GSI1PK: keys.journalBuildingMonth(l.building, l.date.slice(0, 7)), GSI1SK: k.SK, ...walletBookKeys(e, l) };
      lines.push(createItem({ ...k, ...gsi, entity: 'journal_line', ...l }, 'Bút toán đã tồn tại'));
      for (const { key, attrs, fields } of rollupsOf(l)) {
        const id = rollupId(key);
        let r = rollups.get(id);
        if (!r) rollups.set(id, (r = { key, attrs, sums: new Map() }));
        const [df, cf] = fields;
        const [, , d, c] = r.sums.get(df) ?? [df, cf, 0, 0];
        r.sums.set(df, [df, cf, d + l.debit, c + l.credit]);
      }
    }
  return [
    ...lines,
    ...[...rollups.values()].map(({ key, attrs, sums }) => {
      const names: Record<string, string> = { '#e': 'entity' };
      const values: Record<string, unknown> = { ':e': 'rollup' };
      const adds: string[] = [];
      let i = 0;
      for (const [df, cf, d, c] of sums.values()) {
        Object.assign(names, { [`#d${i}`]: df, [`#c${i}`]: cf });
        Object.assign(values, { [`:d${i}`]: d, [`:c${i}`]: c });
        adds.push(`#d${i} :d${i}`, `#c${i} :c${i}`);
        i++;
      }
      const sets = Object.entries(attrs).map(([k, v], j) => {
        names[`#a${j}`] = k;
        values[`:a${j}`] = v;
        return `#a${j} = :a${j}`;
      });
      return updateItem(key, { expression: `ADD ${adds.join(', ')} SET #e = :e, ${sets.join(', ')}`, names, values });
    }),
  ];
}
