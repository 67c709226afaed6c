import type { BankLineConflict, BankMatch, BankSuggestion, BankTransaction } from '../../../shared/api/bank';
import { keys } from '../../platform/db/keys';
import { monthsBetween } from '../../../shared/dates';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { getItem, getMany, type Item } from '../../platform/db/items';
import { fillPage } from '../../platform/db/page';
import { queryAll } from '../../platform/db/query';
import { createFresh, createItem, deleteItem, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict, NotFound } from '../../platform/errors';
import { bankLineIdParts, type ParsedLine, type RoomRef } from '../rules/bank-line-rules';
import { BY_OPEN_LINE, openLineKeys, openLinesReady } from './open-lines';

/**
 * The bank line record (`BANKTX#<wallet>#<month>` / `<date>#<id>`), its dedupe marker
 * (`BANKREF#<wallet>#<key>`, created in the same transaction, so a line is stored once whatever
 * imports or notifications bring it again), the payers remembered per wallet (`BANKPAYER#…`) and
 * the voucher link markers (`BANKLINK#<type>#<id>`: one line per voucher). Every state change is an
 * update on the status AND version the line was read with: a line is matched once.
 */

export interface StoredLine extends ParsedLine {
  id: string;
  wallet: number;
  source: 'import' | 'webhook';
  import_id?: string;
  status: BankTransaction['status'];
  match?: BankMatch;
  note?: string;
  version: number;
  created_at: string;
  ref_key: string;
  /** What the bank sent, as it sent it: the file's cells or the notification's JSON. */
  raw: string;
  /** Replays of its reference that said something else (bank-line-conflict.ts). */
  conflicts?: BankLineConflict[];
  conflict_open?: boolean;
}

/** The item, with the unmatched lines' index keys when it is unmatched (open-lines.ts). */
export const bankLineItem = (l: StoredLine) => {
  const { GSI1PK: _gpk, GSI1SK: _gsk, ...line } = l as StoredLine & { GSI1PK?: string; GSI1SK?: string };
  return { ...keys.bankLine(l.wallet, l.date, l.id), entity: 'bank_transaction', ...line, ...openLineKeys(l) };
};

/**
 * The line (its id a fresh ULID: nothing can be at its key) and its dedupe marker, the conditional
 * create that makes the line once-only, in one transaction.
 */
export const createBankLine = (l: StoredLine): TxItem[] => [
  createFresh(bankLineItem(l)),
  {
    ...createItem({ ...keys.bankRef(l.wallet, l.ref_key), entity: 'bank_ref', line_id: l.id, date: l.date }, 'Giao dịch ngân hàng đã được ghi nhận'),
    code: 'duplicate',
  },
];

/**
 * A new line created already matched (an import's coded line, in its receipt's voucher), with its
 * marker: as if stored and then matched in one go, so it reads as such a line does (version 2).
 */
export const createMatchedLine = (l: StoredLine, match: BankMatch, at: string, by: string): TxItem[] =>
  createBankLine({ ...l, status: 'matched', match, version: l.version + 1, updated_at: at, updated_by: by } as StoredLine);

const STORAGE = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'entity', 'raw', 'ref_key', 'balance', 'row', 'updated_at', 'updated_by', 'conflict_keys']);

/** The API shape, from the item or the stored line; `suggestions` are made on read (a room's debt and the payers move on). */
export function toBankTransaction(i: Item | StoredLine, suggestions: BankSuggestion[] = []): BankTransaction {
  const out = Object.fromEntries(Object.entries(i).filter(([k, v]) => !STORAGE.has(k) && v !== null && v !== undefined)) as unknown as BankTransaction;
  return { ...out, suggestions: out.status === 'unmatched' ? suggestions : [] };
}

export const toStoredLine = (i: Item): StoredLine => {
  const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, entity: _e, ...rest } = i;
  return rest as unknown as StoredLine;
};

/** A line's key, from its id alone (the id names its partition). */
export const bankLineKey = (id: string) => {
  const { wallet, date } = bankLineIdParts(id);
  return keys.bankLine(wallet, date, id);
};

/** A line by id: 404 on an unknown one. */
export async function getBankLine(id: string, field = 'id'): Promise<StoredLine> {
  const item = await getItem(bankLineKey(id));
  if (!item) throw new NotFound('Không tìm thấy giao dịch ngân hàng', field);
  return toStoredLine(item);
}

/** Lines by id, in the order asked (strongly consistent, one BatchGet per 100): 404 for one not found. */
export async function getBankLines(ids: readonly string[]): Promise<StoredLine[]> {
  return linesIn(ids, await getMany(ids.map(bankLineKey), { consistent: true }));
}

/** The lines `ids` among items read, in the order asked: 404 for one not found. */
export function linesIn(ids: readonly string[], items: readonly Record<string, unknown>[]): StoredLine[] {
  const byId = new Map(items.filter((i) => i.entity === 'bank_transaction').map((i) => [String(i.id), toStoredLine(i)]));
  return ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw new NotFound('Không tìm thấy giao dịch ngân hàng', 'id');
    return line;
  });
}

/** 409 unless the line is in the state the caller saw (status and version). */
export function assertLineState(l: StoredLine, version: number, status: StoredLine['status'] | readonly StoredLine['status'][], field = 'version'): void {
  const allowed = typeof status === 'string' ? [status] : status;
  if (l.version !== version) throw new Conflict('Giao dịch ngân hàng vừa được người khác thay đổi, vui lòng tải lại', field, 'stale');
  if (!allowed.includes(l.status)) {
    const now = l.status === 'matched' ? 'đã được khớp' : l.status === 'ignored' ? 'đã bị bỏ qua' : 'chưa được khớp';
    throw new Conflict(`Giao dịch ngân hàng ${now}`, field, 'state');
  }
}

/**
 * The line's new state (status, match, note), on the status and version it was read with; the
 * version moves on by one. A second match of the same line fails here, in its own transaction. The
 * unmatched lines' index keys move with the status in the same update: set when it is (or stays)
 * unmatched, removed otherwise (open-lines.ts).
 */
export function setLineState(
  l: StoredLine,
  next: { status: StoredLine['status']; match?: BankMatch | null; note?: string; conflictChecked?: true },
  at: string,
  by: string,
): TxItem {
  const values: Record<string, unknown> = { ':s': next.status, ':v': l.version, ':next': l.version + 1, ':from': l.status, ':at': at, ':by': by };
  const sets = ['#s = :s', 'version = :next', 'updated_at = :at', 'updated_by = :by'];
  const removes: string[] = [];
  if (next.status === 'unmatched') {
    const open = keys.bankOpenLine(l.wallet, l.date, l.id);
    sets.push('GSI1PK = :opk', 'GSI1SK = :osk');
    values[':opk'] = open.GSI1PK;
    values[':osk'] = open.GSI1SK;
  } else removes.push('GSI1PK', 'GSI1SK');
  if (next.match) {
    sets.push('#m = :m');
    values[':m'] = next.match;
  } else if (next.match === null) removes.push('#m');
  if (next.note !== undefined) {
    if (next.note) {
      sets.push('note = :note');
      values[':note'] = next.note;
    } else removes.push('note');
  }
  // The conflicts stay on the line as its record; only the call for a person is answered.
  if (next.conflictChecked) removes.push('conflict_open');
  return updateItem(keys.bankLine(l.wallet, l.date, l.id), {
    expression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    condition: '#s = :from AND version = :v',
    // DynamoDB refuses a name the expressions do not use.
    names: { '#s': 'status', ...(next.match !== undefined ? { '#m': 'match' } : {}) },
    values,
    conflict: 'Giao dịch ngân hàng vừa được người khác thay đổi, vui lòng tải lại',
    field: 'version',
    code: 'stale',
  });
}

/** The line ids already stored under these dedupe keys (consistent reads). */
export async function existingRefs(wallet: number, refKeys: readonly string[]): Promise<Map<string, string>> {
  // BatchGet takes 100 keys a request: a 2,000-line file asks its 20 at once.
  const chunks: string[][] = [];
  for (let i = 0; i < refKeys.length; i += 100) chunks.push(refKeys.slice(i, i + 100));
  const items = (
    await Promise.all(
      chunks.map((c) =>
        getMany(
          c.map((k) => keys.bankRef(wallet, k)),
          { consistent: true },
        ),
      ),
    )
  ).flat();
  const prefix = `BANKREF#${wallet}#`;
  return new Map(items.map((i) => [String(i.PK).slice(prefix.length), String(i.line_id)]));
}

/** What pairing and suggestions need of a line: not its text or raw row, which are most of its bytes. */
export const LINE_FIGURES = ['id', 'wallet', 'date', 'direction', 'amount'] as const;
export interface LineFigures {
  id: string;
  wallet: number;
  date: string;
  direction: StoredLine['direction'];
  amount: number;
}
export const lineFiguresOf = (i: Item): LineFigures => ({
  id: String(i.id),
  wallet: Number(i.wallet),
  date: String(i.date),
  direction: i.direction as LineFigures['direction'],
  amount: Number(i.amount),
});

/**
 * The figures of a wallet's lines of one month dated `from`..`to` (strings compare as dates),
 * optionally of one status, optionally only those attributes read (`only`), optionally of one direction.
 * The unmatched ones are read from their own index (open-lines.ts) once every line carries it: only
 * they are examined, however long the statement; before that, the statement with the status filtered.
 */
export const linesOfMonth = async (
  wallet: number,
  month: string,
  from: string,
  to: string,
  status?: StoredLine['status'],
  only?: readonly string[],
  direction?: StoredLine['direction'],
) => {
  const open = status === 'unmatched' && (await openLinesReady());
  const byStatus = status && !open;
  const filters = [...(byStatus ? ['#s = :s'] : []), ...(direction ? ['#d = :d'] : [])];
  const names: Record<string, string> = {
    ...(byStatus ? { '#s': 'status' } : {}),
    ...(direction ? { '#d': 'direction' } : {}),
    ...Object.fromEntries((only ?? []).map((a, i) => [`#p${i}`, a])),
  };
  const items = await queryAll({
    ...(open
      ? { IndexName: BY_OPEN_LINE, KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi' }
      : { KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi' }),
    ExpressionAttributeValues: {
      ':pk': open ? keys.bankOpenLines(wallet, month) : keys.bankLines(wallet, month),
      ':lo': from,
      ':hi': `${to}#\uffff`,
      ...(byStatus ? { ':s': status } : {}),
      ...(direction ? { ':d': direction } : {}),
    },
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ...(only ? { ProjectionExpression: only.map((_, i) => `#p${i}`).join(', ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
  });
  return items.map(lineFiguresOf);
};

/**
 * A page of a wallet's lines of a date range, newest first: one Query per month partition, newest
 * month first, the status filtered in DynamoDB (`review`: what waits for a person — the unmatched
 * lines and those whose bank replays disagree, whatever their state), the cursor naming a partition of
 * the range (anything else is a 400). The unmatched ones alone are read from their own index once every
 * line carries it (open-lines.ts): a page then examines only unmatched lines.
 */
export async function bankLinesPage(q: {
  wallet: number;
  from: string;
  to: string;
  status: StoredLine['status'] | 'all' | 'review';
  limit: number;
  cursor?: string;
}) {
  const { wallet, from, to, status, limit } = q;
  const months = monthsBetween(from, to).reverse();
  if (status === 'unmatched' && (await openLinesReady())) return openLinesPage(q, months);
  const wanted = status === 'review' ? { ':s': 'unmatched', ':open': true } : status === 'all' ? {} : { ':s': status };
  const filter =
    status === 'all'
      ? {}
      : { FilterExpression: status === 'review' ? '#s = :s OR conflict_open = :open' : '#s = :s', ExpressionAttributeNames: { '#s': 'status' } };
  const inputs = months.map((m) => ({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.bankLines(wallet, m), ':lo': from, ':hi': `${to}#\uffff`, ...wanted },
    ScanIndexForward: false,
    ...filter,
  }));
  const pks = months.map((m) => keys.bankLines(wallet, m));
  const start = q.cursor ? decodeCursor(q.cursor, ['PK', 'SK'], (k) => pks.includes(k.PK!)) : undefined;
  const page = await fillPage(inputs, limit, (i) => ({ PK: String(i.PK), SK: String(i.SK) }), start ? { at: pks.indexOf(start.PK!), key: start } : undefined);
  return { lines: page.items.map(toStoredLine), ...(page.last ? { cursor: encodeCursor(page.last) } : {}) };
}

/** The unmatched lines' page, from their index: the cursor is an index key of the range (the line's and the index's keys). */
async function openLinesPage(q: { wallet: number; from: string; to: string; limit: number; cursor?: string }, months: readonly string[]) {
  const { wallet, from, to, limit } = q;
  const hi = `${to}#\uffff`;
  const inputs = months.map((m) => ({
    IndexName: BY_OPEN_LINE,
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.bankOpenLines(wallet, m), ':lo': from, ':hi': hi },
    ScanIndexForward: false,
  }));
  const pks = months.map((m) => keys.bankOpenLines(wallet, m));
  // A start key outside the partition's key condition is a DynamoDB error, not a page: refused here.
  const fits = (k: Record<string, string>) =>
    pks.includes(k.GSI1PK!) &&
    k.GSI1SK! >= from &&
    k.GSI1SK! <= hi &&
    k.SK === k.GSI1SK &&
    k.PK === keys.bankLines(wallet, k.GSI1SK!.slice(0, 7)) &&
    k.GSI1PK === keys.bankOpenLines(wallet, k.GSI1SK!.slice(0, 7));
  const start = q.cursor ? decodeCursor(q.cursor, ['GSI1PK', 'GSI1SK', 'PK', 'SK'], fits) : undefined;
  const keyOf = (i: Item) => ({ GSI1PK: String(i.GSI1PK), GSI1SK: String(i.GSI1SK), PK: String(i.PK), SK: String(i.SK) });
  const page = await fillPage(inputs, limit, keyOf, start ? { at: pks.indexOf(start.GSI1PK!), key: start } : undefined);
  return { lines: page.items.map(toStoredLine), ...(page.last ? { cursor: encodeCursor(page.last) } : {}) };
}

// --- payers ---

const roomKey = (r: RoomRef) => `${r.building}#${r.room_id}`;

/** Remembers that this payer paid this room (a confirmed match): a string set, added to in the match's transaction. */
export const rememberPayer = (wallet: number, payer: string, room: RoomRef): TxItem =>
  updateItem(keys.bankPayer(wallet, payer), {
    expression: 'ADD rooms :r SET entity = :e, wallet = :w, payer = :p',
    values: { ':r': new Set([roomKey(room)]), ':e': 'bank_payer', ':w': wallet, ':p': payer },
  });

/** The rooms each payer was confirmed for, on a wallet (one BatchGet). */
export async function payerRooms(wallet: number, payers: readonly string[]): Promise<Map<string, RoomRef[]>> {
  const unique = [...new Set(payers)];
  const items = unique.length ? await getMany(unique.map((p) => keys.bankPayer(wallet, p))) : [];
  return new Map(
    items.map((i) => [
      String(i.payer),
      [...((i.rooms as Set<string> | undefined) ?? [])].map((k) => {
        const [building, room_id] = k.split('#');
        return { building: building!, room_id: room_id! };
      }),
    ]),
  );
}

// --- voucher links ---

export const linkMarker = (voucherType: string, voucherId: string, lineId: string, at: string): TxItem => ({
  ...createItem(
    { ...keys.bankLink(voucherType, voucherId), entity: 'bank_link', voucher_type: voucherType, voucher_id: voucherId, line_id: lineId, at },
    'Chứng từ này đã được gắn với một giao dịch ngân hàng khác',
  ),
  field: 'voucher_id',
  code: 'duplicate',
});

export const unlinkMarker = (voucherType: string, voucherId: string, lineId: string): TxItem =>
  deleteItem(keys.bankLink(voucherType, voucherId), {
    expression: 'line_id = :id',
    values: { ':id': lineId },
    conflict: 'Chứng từ đã được gắn với giao dịch khác',
  });
