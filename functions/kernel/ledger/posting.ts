import { ulid } from 'ulid';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { accountOf } from '../../../shared/catalog/accounts';
import { walletOf } from '../../../shared/catalog/wallets';
import type { JournalLine } from '../../../shared/api/ledger';
import { keys } from '../../platform/db/keys';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import { BadRequest } from '../../platform/errors';
import { creditField, dayCreditField, dayDebitField, debitField } from './rollup-fields';

/** A line as a voucher states it: an account key, or just a wallet (whose account is implied). */
export interface LineInput {
  account_key?: string;
  wallet?: number;
  debit?: number;
  credit?: number;
  object?: string;
  /** Who or what `object` is, for people (a room `101 (BN)`, a customer's name, an agent). */
  object_name?: string;
  description?: string;
}

export interface EntryInput {
  date: string;
  building: BuildingCode;
  voucher_type: string;
  voucher_id: string;
  /** The number people know the voucher by (slip CBN2611-006, contract HD-…). */
  voucher_no?: string;
  /** Names of the objects the lines are about (`deposit:<id>` → the customer), for lines that give none. */
  names?: Record<string, string>;
  description: string;
  lines: LineInput[];
  reverses?: string;
}

export interface Entry {
  entry_id: string;
  date: string;
  building: BuildingCode;
  voucher_type: string;
  voucher_id: string;
  lines: JournalLine[];
}

const refuse = (message: string) => new BadRequest(`Bút toán không hợp lệ: ${message}`);

/** Who or what a line is about, for people: its own name, the voucher's name for it, or a room's label. */
function objectName(l: LineInput, names: Record<string, string> | undefined): string | undefined {
  if (l.object_name) return l.object_name;
  if (!l.object) return undefined;
  if (names?.[l.object]) return names[l.object];
  const room = /^room:([A-Z]+)-(.+)$/.exec(l.object);
  return room ? `Phòng ${room[2]} (${room[1]})` : undefined;
}

/**
 * Turns a voucher's lines into a journal entry, refusing anything a ledger must not hold: fewer than
 * two lines, non-integer or negative money, a line with both or neither side, an unknown account, a
 * cash/bank line without its wallet, and above all Σ debit ≠ Σ credit.
 */
export function buildEntry(input: EntryInput, postedAt: string): Entry {
  if (input.lines.length < 2) throw refuse('cần ít nhất hai dòng');
  const entry_id = ulid();
  let debit = 0;
  let credit = 0;
  const lines = input.lines.map((l, i): JournalLine => {
    const wallet = l.wallet === undefined ? undefined : walletOf(l.wallet);
    if (l.wallet !== undefined && !wallet) throw refuse(`ví ${l.wallet} không tồn tại`);
    const key = l.account_key ?? wallet?.account_key;
    const account = key ? accountOf(key) : undefined;
    if (!account) throw refuse(`tài khoản ${key ?? '(trống)'} không có trong danh mục`);
    if ((account.category === 'cash' || account.category === 'bank') && wallet?.account_key !== account.key)
      throw refuse(`dòng tài khoản ${account.accounting_account} phải ghi đúng ví tiền`);
    const d = l.debit ?? 0;
    const c = l.credit ?? 0;
    if (!Number.isSafeInteger(d) || !Number.isSafeInteger(c) || d < 0 || c < 0) throw refuse('số tiền phải là số nguyên không âm (đồng)');
    if ((d > 0) === (c > 0)) throw refuse('mỗi dòng ghi đúng một bên Nợ hoặc Có');
    debit += d;
    credit += c;
    return {
      entry_id,
      line: i + 1,
      date: input.date,
      account: account.accounting_account,
      account_key: account.key,
      debit: d,
      credit: c,
      wallet: wallet?.id,
      object: l.object,
      ...(objectName(l, input.names) ? { object_name: objectName(l, input.names) } : {}),
      building: input.building,
      voucher_type: input.voucher_type,
      voucher_id: input.voucher_id,
      ...(input.voucher_no ? { voucher_no: input.voucher_no } : {}),
      description: l.description ?? input.description,
      reverses: input.reverses,
      posted_at: postedAt,
    };
  });
  if (debit !== credit) throw refuse(`tổng Nợ ${debit} khác tổng Có ${credit}`);
  return { entry_id, date: input.date, building: input.building, voucher_type: input.voucher_type, voucher_id: input.voucher_id, lines };
}

/** The entry that cancels `original` on `date`: same lines, sides swapped. Nothing is edited in place. */
export function reversalOf(original: Entry, date: string, description: string, postedAt: string): Entry {
  return buildEntry(
    {
      date,
      building: original.building,
      voucher_type: original.voucher_type,
      voucher_id: original.voucher_id,
      voucher_no: original.lines[0]?.voucher_no,
      description,
      reverses: original.entry_id,
      lines: original.lines.map((l) => ({
        account_key: l.account_key,
        wallet: l.wallet,
        object: l.object,
        object_name: l.object_name,
        debit: l.credit,
        credit: l.debit,
        description: `${description} (đảo ${l.description})`,
      })),
    },
    postedAt,
  );
}

/**
 * A line on a wallet also sits in that wallet's book of the month (GSI2 `BOOK#<wallet>#<month>`) with
 * the accounts on the other side of its entry, so a cash or bank book reads only its own lines.
 */
export function walletBookKeys(e: Pick<Entry, 'lines'>, l: JournalLine) {
  if (l.wallet === undefined) return {};
  const counter = [...new Set(e.lines.filter((o) => o.account !== l.account && (o.debit > 0) !== (l.debit > 0)).map((o) => o.account))];
  return { GSI2PK: keys.walletBook(l.wallet, l.date.slice(0, 7)), GSI2SK: keys.journalLine(l.date, l.entry_id, l.line).SK, counter_accounts: counter };
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
      ? [{ key: keys.rollupObject(l.account, l.object, l.wallet), attrs: { account: l.account, object: l.object ?? '-', wallet: l.wallet ?? 0 }, fields: byMonth }]
      : []),
    { key: keys.rollupDay(month, l.account, l.building), attrs: { account: l.account, building: l.building, month }, fields: [dayDebitField(l.date), dayCreditField(l.date)] },
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
