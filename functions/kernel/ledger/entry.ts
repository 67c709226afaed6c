import { ulid } from 'ulid';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { accountOf } from '../../../shared/catalog/accounts';
import { walletOf } from '../../../shared/catalog/wallets';
import type { JournalLine } from '../../../shared/api/ledger';
import { BadRequest } from '../../platform/errors';

/*
 * The ledger's pure rules: what a journal entry is and what it must satisfy (balance, integer money,
 * one side per line, known accounts, wallets on cash and bank lines), and its reversal. No I/O: the
 * store of entries (journal lines and rollups) is posting.ts.
 */

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
    if (d > 0 === c > 0) throw refuse('mỗi dòng ghi đúng một bên Nợ hoặc Có');
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
