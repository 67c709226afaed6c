import { lastDayOf } from '../shared/dates';
import { rng } from '../infra/local/history-kit';
import { transferText } from '../shared/payments/vietqr';
import type { OpResult } from './measure';

/**
 * Issue 11's targets: a 2,000-line bank statement imported with its matching ≤ 5 s (and the same file
 * again adds nothing), and each wallet's book of one month reading O(month): its month's lines and one
 * rollup per building, the same after 12 months of history as after all of it.
 */
export const FINANCE_TARGETS = { import_ms: 5_000, statement_lines: 2_000 };

export interface Room {
  building: string;
  room_id: string;
  owed: number;
}

const NAMES = ['NGUYEN VAN AN', 'TRAN THI BICH', 'LE HOANG NAM', 'PHAM THU HUONG', 'VO MINH KHOA', 'DANG THI LAN', 'BUI QUOC VIET', 'HO NGOC ANH'];
const FREE_IN = ['chuyen tien nha', 'tien coc giu phong', 'thanh toan tien dien nuoc', 'gui tien', 'chuyen khoan'];
const FREE_OUT = ['Phi dich vu SMS Banking', 'Chuyen tien noi bo sang TK ACB', 'Thanh toan hoa don internet', 'Rut tien mat tai quay', 'Phi quan ly tai khoan'];

const cell = (c: string | number) => (typeof c === 'string' && /[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c));

/**
 * A Vietcombank statement (account details and opening balance above bilingual headers, the closing
 * balance below) of bank wallet 2 from the 1st of `month` to `today`, as a .csv: `coded` of the
 * incoming lines carry one occupied room's transfer text (`BN101 T1026`, the bill of `billMonth`) in
 * the bank's wording, the rest free text in and out. Seeded: the same rooms give the same file.
 */
export function vcbStatement(
  rooms: readonly Room[],
  month: string,
  today: string,
  billMonth: string,
  seed: number,
  lines = FINANCE_TARGETS.statement_lines,
  coded = 0.6,
) {
  const rand = rng(seed);
  const pick = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const lastDay = today.slice(0, 7) === month ? Number(today.slice(8, 10)) : Number(lastDayOf(month).slice(8, 10));
  const opening = 50_000_000;
  let balance = opening;
  let codedLines = 0;
  const rows: (string | number)[][] = [];
  for (let i = 0; i < lines; i++) {
    const day = 1 + Math.floor((i * lastDay) / lines); // file order = date order
    const date = `${String(day).padStart(2, '0')}/${month.slice(5, 7)}/${month.slice(0, 4)}`;
    const ref = `${String(5000 + day)} - ${String(10_000 + i)}`;
    const name = NAMES[pick(0, NAMES.length - 1)]!;
    let content: string;
    let credit = 0;
    let debit = 0;
    if (rooms.length && rand() < coded) {
      const r = rooms[pick(0, rooms.length - 1)]!;
      const text = transferText(r.building, r.room_id, billMonth);
      content = [`MBVCB.${pick(1_000_000, 9_999_999)}.${name} chuyen tien ${text}`, text, `IBFT ${name} ${text} tien phong`][pick(0, 2)]!;
      credit = r.owed > 0 && rand() < 0.5 ? r.owed : pick(25, 48) * 100_000;
      codedLines++;
    } else if (rand() < 0.6) {
      content = `${name} ${FREE_IN[pick(0, FREE_IN.length - 1)]!}`;
      credit = pick(5, 60) * 100_000;
    } else {
      content = FREE_OUT[pick(0, FREE_OUT.length - 1)]!;
      debit = Math.min(balance, pick(1, 200) * 11_000);
      if (debit === 0) debit = 11_000;
    }
    balance += credit - debit;
    rows.push([i + 1, date, ref, debit || '', credit || '', balance, content]);
  }
  const file = [
    ['NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM - VIETCOMBANK'],
    ['SAO KÊ TÀI KHOẢN / STATEMENT OF ACCOUNT'],
    ['Số tài khoản/Account number:', '0071000123456'],
    ['Số dư đầu kỳ/Opening balance:', '', '', '', '', opening],
    [
      'STT/No.',
      'Ngày giao dịch/Transaction Date',
      'Số tham chiếu/Reference No.',
      'Số tiền ghi nợ/Debit',
      'Số tiền ghi có/Credit',
      'Số dư/Balance',
      'Mô tả/Description',
    ],
    ...rows,
    ['Số dư cuối kỳ/Closing balance:', '', '', '', '', balance],
  ];
  return { csv: file.map((r) => r.map(cell).join(',')).join('\r\n'), coded: codedLines };
}

interface ImportAnswer {
  lines_read: number;
  added: number;
  duplicates: number;
  matched: number;
  queued: number;
  check: { ok: boolean; message?: string };
}

/** POSTs the statement through the gateway as staff and times it (wall time, the server's matching included). */
export async function importStatement(api: string, token: string, csv: string, fileName: string) {
  const body = JSON.stringify({ wallet: 2, file_name: fileName, content_base64: Buffer.from(csv, 'utf8').toString('base64'), layout: 'vcb' });
  const t0 = performance.now();
  const r = await fetch(`${api}/api/bank-transactions/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const json = (await r.json()) as ImportAnswer;
  const ms = Math.round(performance.now() - t0);
  if (!r.ok) throw new Error(`statement import ${r.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return { ...json, ms };
}

type Imported = Awaited<ReturnType<typeof importStatement>>;

/** A book measured with its line count: what it reads beyond its lines is the rollups (one per building). */
export interface BookRead {
  result: OpResult;
  lines: number;
}

const shape = (b: BookRead) => ({
  lines: b.lines,
  items_read: b.result.items_read,
  beyond_lines: b.result.items_read - b.lines,
  dynamodb_requests: b.result.dynamodb_requests,
  p95_ms: b.result.p95_ms,
});

/** O(month): after all the history the book reads no more items beyond its month's lines than after 12 months. */
export function bookHistoryCheck(label: string, at12: BookRead, atAll: BookRead, months: number) {
  const a = shape(at12);
  const b = shape(atAll);
  return { book: label, at_12_months: a, [`at_${months}_months`]: b, pass: b.beyond_lines <= a.beyond_lines && b.dynamodb_requests <= a.dynamodb_requests };
}
export type BookCheck = ReturnType<typeof bookHistoryCheck>;

export function financeReport(first: Imported, again: Imported, coded: number, books: BookCheck[]) {
  const statement_import = {
    lines: first.lines_read,
    coded_lines: coded,
    added: first.added,
    duplicates: first.duplicates,
    matched: first.matched,
    queued: first.queued,
    balance_check_ok: first.check.ok,
    ms: first.ms,
    target_ms: FINANCE_TARGETS.import_ms,
    pass: first.ms <= FINANCE_TARGETS.import_ms && first.lines_read === FINANCE_TARGETS.statement_lines && first.check.ok,
  };
  const reimport = { lines: again.lines_read, added: again.added, duplicates: again.duplicates, matched: again.matched, ms: again.ms, pass: again.added === 0 };
  const misses = [
    ...(statement_import.pass ? [] : ['statement import, 2,000 lines']),
    ...(reimport.pass ? [] : ['statement re-import adds nothing']),
    ...books.filter((b) => !b.pass).map((b) => `${b.book} O(month)`),
  ];
  return { statement_import, reimport, pass: misses.length === 0, misses };
}
export type FinanceReport = ReturnType<typeof financeReport>;

export function printFinance(r: FinanceReport, books: BookCheck[], months: number, log: (s: string) => void) {
  const ok = (pass: boolean) => (pass ? 'ok  ' : 'MISS');
  const s = r.statement_import;
  log(
    `${ok(s.pass)} statement import: ${s.lines} lines (${s.coded_lines} coded), added ${s.added}, matched ${s.matched}, queued ${s.queued}, balance check ${s.balance_check_ok ? 'ok' : 'off'}: ${s.ms} ms, target ≤ ${s.target_ms}`,
  );
  const a = r.reimport;
  log(`${ok(a.pass)} same statement again: added ${a.added}, duplicates ${a.duplicates}: ${a.ms} ms`);
  for (const b of books) {
    const at12 = b.at_12_months;
    const all = b[`at_${months}_months`] as typeof at12;
    log(
      `${ok(b.pass)} ${b.book} items read: ${at12.items_read} (${at12.lines} lines + ${at12.beyond_lines}) at 12 months, ${all.items_read} (${all.lines} lines + ${all.beyond_lines}) at ${months}`,
    );
  }
}
