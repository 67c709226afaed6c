import type { JournalLine } from '../../../shared/api/ledger';
import { keys } from '../../platform/db/keys';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import type { Item } from '../../platform/db/items';
import { creditField, dayCreditField, dayDebitField, debitField } from '../model/rollup';
import type { Entry } from './entry';
import { addDays, monthsBetween, vnToday, VOUCHER_DAYS_AHEAD } from '../../../shared/dates';
import {
  objectDayField,
  OBJECT_VERSION,
  RECEIVABLE,
  sideBuilding,
  sideDayField,
  sideDeltas,
  SIDE_FIELDS,
  sideMonthField,
  SIDES_STALE,
  trajectoryOf,
} from './kept-sides-rules';

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
  /** other numbers this transaction adds (the kept sides of 1311: kept-sides-rules.ts) */
  adds: Map<string, number>;
  /** what the item must still be as read (a 1311 object whose days were read) */
  condition?: { expression: string; values: Record<string, unknown> };
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

/**
 * The rollup items an entry may move, by id: a batch of entries counts its transaction's items with
 * them. A 1311 line about a stay may also move its building's 1311 rollups of the later months (the
 * kept sides change wherever the stay's balance later changes, e.g. a bank line of October posted after
 * November's bill): those are counted too, up to the last month a voucher may be dated in, so a batch
 * planned near DynamoDB's 100 items never goes over.
 */
export const rollupIdsOf = (e: Entry): string[] =>
  e.lines.flatMap((l) => {
    const ids = rollupsOf(l).map((r) => rollupId(r.key));
    const building = sideBuilding(l.account, l.object);
    if (!building) return ids;
    const later = monthsBetween(l.date, addDays(vnToday(), VOUCHER_DAYS_AHEAD)).slice(1);
    return [...ids, rollupId(keys.rollupAccount(RECEIVABLE, building)), ...later.map((m) => rollupId(keys.rollupDay(m, RECEIVABLE, building)))];
  });

/**
 * What a voucher read of its 1311 objects before posting (kept-sides.ts `receivableReads`): each
 * object's rollup item as it is now (undefined: none yet). Absent for a write that read nothing.
 */
export type ReceivableReads = ReadonlyMap<string, Item | undefined>;

/**
 * The writes that post entries: one conditional create per line, and one ADD per rollup item they
 * move (account × building by month, account × object × wallet by month, account × building by day).
 * Lines hitting the same rollup are summed first, since a transaction may touch an item once.
 *
 * The 1311 lines about a stay (or a room of old data) also keep the account's two sides
 * (kept-sides-rules.ts): each such object's rollup gets its day's net (`y_…`) and its write count
 * (`kv`); with `reads` (the objects' rollups read just before), the sides' deltas go onto the 1311
 * account and day rollups and each object's rollup is pinned to the count it was read with (moved
 * meanwhile: the voucher is planned again, code `numbering`). Without `reads` (a test's or a job's
 * raw write) the building's 1311 rollup is marked `kept_stale` and its sides are read the exact way
 * until the backfill (jobs/kept-sides.ts) rebuilds them.
 */
export function entryItems(...entries: Entry[]): TxItem[] {
  return postingItems(entries);
}

/** entryItems for a voucher that read its 1311 objects (postVoucher): the kept sides move with it. */
export function keptEntryItems(entries: Entry[], reads: ReceivableReads): TxItem[] {
  return postingItems(entries, reads);
}

function postingItems(entries: Entry[], reads?: ReceivableReads): TxItem[] {
  const rollups = new Map<string, Rollup>();
  const lines: TxItem[] = [];
  const touch = (key: Record<string, string>, attrs: Record<string, unknown>): Rollup => {
    const id = rollupId(key);
    let r = rollups.get(id);
    if (!r) rollups.set(id, (r = { key, attrs, sums: new Map(), adds: new Map() }));
    return r;
  };
  const addTo = (r: Rollup, field: string, n: number) => r.adds.set(field, (r.adds.get(field) ?? 0) + n);
  /** 1311 object → its building and its moves by date. */
  const moved = new Map<string, { building: string; moves: Map<string, number> }>();
  for (const e of entries)
    for (const l of e.lines) {
      const k = keys.journalLine(l.date, l.entry_id, l.line);
      const gsi = { GSI1PK: keys.journalBuildingMonth(l.building, l.date.slice(0, 7)), GSI1SK: k.SK, ...walletBookKeys(e, l) };
      lines.push(createItem({ ...k, ...gsi, entity: 'journal_line', ...l }, 'Bút toán đã tồn tại'));
      for (const { key, attrs, fields } of rollupsOf(l)) {
        const r = touch(key, attrs);
        const [df, cf] = fields;
        const [, , d, c] = r.sums.get(df) ?? [df, cf, 0, 0];
        r.sums.set(df, [df, cf, d + l.debit, c + l.credit]);
      }
      const building = sideBuilding(l.account, l.object);
      if (building && l.object) {
        const m = moved.get(l.object) ?? { building, moves: new Map<string, number>() };
        m.moves.set(l.date, (m.moves.get(l.date) ?? 0) + l.debit - l.credit);
        moved.set(l.object, m);
      }
    }
  for (const [object, { building, moves }] of moved) {
    const o = touch(keys.rollupObject(RECEIVABLE, object, undefined), { account: RECEIVABLE, object, wallet: 0 });
    for (const [date, n] of moves) addTo(o, objectDayField(date), n);
    addTo(o, OBJECT_VERSION, 1);
    const account = touch(keys.rollupAccount(RECEIVABLE, building), { account: RECEIVABLE, building });
    if (!reads || !reads.has(object)) {
      account.attrs = { ...account.attrs, [SIDES_STALE]: true };
      continue;
    }
    const read = reads.get(object);
    const version = read?.[OBJECT_VERSION];
    o.condition =
      version === undefined
        ? { expression: `attribute_not_exists(${OBJECT_VERSION})`, values: {} }
        : { expression: `${OBJECT_VERSION} = :kv`, values: { ':kv': version } };
    for (const d of sideDeltas(trajectoryOf(read), moves)) {
      const month = d.date.slice(0, 7);
      const day = touch(keys.rollupDay(month, RECEIVABLE, building), { account: RECEIVABLE, building, month });
      for (const f of SIDE_FIELDS) {
        if (!d[f]) continue;
        addTo(account, sideMonthField(f, month), d[f]);
        addTo(day, sideDayField(f, d.date), d[f]);
      }
    }
  }
  return [
    ...lines,
    ...[...rollups.values()].map(({ key, attrs, sums, adds, condition }) => {
      const names: Record<string, string> = { '#e': 'entity' };
      const values: Record<string, unknown> = { ':e': 'rollup' };
      const adding: string[] = [];
      let i = 0;
      for (const [df, cf, d, c] of sums.values()) {
        Object.assign(names, { [`#d${i}`]: df, [`#c${i}`]: cf });
        Object.assign(values, { [`:d${i}`]: d, [`:c${i}`]: c });
        adding.push(`#d${i} :d${i}`, `#c${i} :c${i}`);
        i++;
      }
      let x = 0;
      for (const [field, n] of adds) {
        names[`#x${x}`] = field;
        values[`:x${x}`] = n;
        adding.push(`#x${x} :x${x}`);
        x++;
      }
      const sets = Object.entries(attrs).map(([k, v], j) => {
        names[`#a${j}`] = k;
        values[`:a${j}`] = v;
        return `#a${j} = :a${j}`;
      });
      Object.assign(values, condition?.values ?? {});
      return updateItem(key, {
        expression: `${adding.length ? `ADD ${adding.join(', ')} ` : ''}SET #e = :e, ${sets.join(', ')}`,
        ...(condition ? { condition: condition.expression, conflict: 'Công nợ của lượt thuê vừa thay đổi', field: 'stay_id', code: 'numbering' as const } : {}),
        names,
        values,
      });
    }),
  ];
}
