import { readFileSync } from 'node:fs';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useEmptyTable } from './own-table';
import { ensureTable } from '../../infra/local/provision';
import { dynamo } from '../../functions/platform/db/client';
import { SAMPLE_CUT_OVER, SAMPLE_PATH, SAMPLE_ROWS } from '../../scripts/go-live-sample';
import { goLiveWorkbook, type FillRows } from '../../shared/go-live/template';
import { fileHashOf } from '../../functions/go-live/rules/import-ids';
import { countsByEntity, everyItem, runImportAndKill, stableRecords } from './go-live-support';

/**
 * Go-live commit (issue 25): the sample workbook imported into an EMPTY table of its own (an operator
 * going live starts from one), then every report an operator checks their closing figures against;
 * the same file again adds nothing; an import killed half way (a real SIGKILL of the process writing
 * it) is completed by the next try; the month after the cut-over is billed from the imported readings.
 */
const table = useEmptyTable('go-live-commit');

const asAdmin = { groups: '[admin]' };
const sample = readFileSync(SAMPLE_PATH);
const commitOnce = (file: Uint8Array, cut_over_date = SAMPLE_CUT_OVER) =>
  invoke('POST', '/api/go-live/commit', { ...asAdmin, body: { cut_over_date, content_base64: Buffer.from(file).toString('base64') } });

/** Calls the commit until it says done, as the admin tab and `npm run import` do. */
async function importAll(file: Uint8Array) {
  for (let i = 0; i < 20; i++) {
    const r = ok(await commitOnce(file));
    if (r.done) return r;
  }
  throw new Error('import never finished');
}

async function everyPage(path: string, query: Record<string, string>) {
  const items: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read freely
  let cursor: string | undefined;
  do {
    const page = ok(await invoke('GET', path, { query: { ...query, ...(cursor ? { cursor } : {}) } }));
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

describe('POST /api/go-live/commit: the sample workbook into an empty table', () => {
  let first: Awaited<ReturnType<typeof importAll>>;
  beforeAll(async () => {
    first = await importAll(sample);
  });

  it('answers done with the dry run’s counts and every batch written', () => {
    expect(first).toMatchObject({ done: true, already: false, cut_over_date: SAMPLE_CUT_OVER, import_id: fileHashOf(sample) });
    expect(first.batches_done).toBe(first.batches_total);
    expect(first.counts).toMatchObject({ rooms: 20, stays: 6, customers: 9, deposits: 2, readings: 22, debts: 4, balances: 6 });
  });

  it('the room board: every room of the sheet, rented rooms occupied, deposited rooms held, the rest empty', async () => {
    for (const building of ['BN', 'GB']) {
      const rooms = ok(await invoke('GET', '/api/rooms', { query: { building } }));
      const list = (Array.isArray(rooms) ? rooms : rooms.items) as { room_id: string; status: number; rent: number }[];
      const expected = SAMPLE_ROWS.rooms!.filter((r) => r.building === building);
      expect(list.map((r) => r.room_id).sort()).toEqual(expected.map((r) => String(r.room)).sort());
      for (const r of list) {
        const rented = SAMPLE_ROWS.stays!.some((s) => s.building === building && s.room === r.room_id);
        const deposited = SAMPLE_ROWS.deposits!.some((d) => d.building === building && d.room === r.room_id);
        expect(r.status, `${building}-${r.room_id}`).toBe(rented ? 2 : deposited ? 1 : 0);
      }
    }
  });

  it('the deposits held: each deposit slip holds its amount, each stay the deposit the file says it holds', async () => {
    for (const d of SAMPLE_ROWS.deposits!) {
      const held = await everyPage('/api/deposits/deposit-status', { building: String(d.building) });
      const mine = held.find((x: { room_id: string }) => x.room_id === d.room);
      expect(mine, `${d.building}-${d.room}`).toMatchObject({ customer_name: d.name, amount_paid: d.amount, held: d.amount, status: 'active' });
      expect(mine.slip_no).toMatch(new RegExp(`^C${d.building}2610-\\d{3}$`));
    }
    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: SAMPLE_CUT_OVER, to: SAMPLE_CUT_OVER } }));
    const held5112 = tb.rows.find((r: { account: string }) => r.account === '5112');
    expect(held5112.closing_credit - held5112.closing_debit).toBe(16_000_000 + 3_500_000);
  });

  it('the unpaid report: each stay owes exactly the debts imported for it, as open items of their months', async () => {
    const unpaid = [
      ...(await everyPage('/api/debt/search', { building: 'BN', month: '2026-10' })),
      ...(await everyPage('/api/debt/search', { building: 'GB', month: '2026-10' })),
    ];
    const debts = SAMPLE_ROWS.debts!.filter((d) => d.kind === 'Còn nợ');
    expect(unpaid.map((u: { room_id: string; unpaid: number }) => [u.room_id, u.unpaid]).sort()).toEqual(debts.map((d) => [String(d.room), d.amount]).sort());
    const departed = unpaid.find((u: { room_id: string }) => u.room_id === '104');
    expect(departed).toMatchObject({ customer_name: 'Lý Văn Nam', status: 'checked_out', leave_date: '2026-07-31', unpaid: 1_800_000 });
    expect(departed.months).toEqual([expect.objectContaining({ kind: 'opening', month: '2026-07', owed: 1_800_000 })]);
  });

  it('the cash and bank books open at the balances of the sheet', async () => {
    for (const b of SAMPLE_ROWS.balances!.filter((x) => x.kind === 'Quỹ / ngân hàng')) {
      const wallet = { 'Tiền mặt BN': 6, 'Tiền mặt GB': 7, 'Ngân hàng cô Gấm (1)': 2 }[String(b.wallet)]!;
      const book = ok(await invoke('GET', '/api/books/wallet', { query: { wallet: String(wallet), from: '2026-11-01', to: '2026-11-27' } }));
      expect(book.opening, String(b.wallet)).toBe(b.amount);
    }
  });

  it('the other debts: the landlady, the partner and the lender at their balances', async () => {
    const q = { query: { lastDateOfMonth: '2026-11-30' } };
    expect(ok(await invoke('GET', '/api/receipt-gam/debt-report', q)).closing).toBe(20_000_000);
    expect(ok(await invoke('GET', '/api/partner-receipt/debt-report', q)).closing).toBe(-5_000_000);
    const loans = ok(await invoke('GET', '/api/receipt-loan/debt-report', q));
    expect(loans[0]).toMatchObject({ object: 'Anh Tư', closing: 200_000_000 });
  });

  it('the trial balance is balanced and its openings are the sheet’s totals', async () => {
    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-11-01', to: '2026-11-30' } }));
    expect(tb.balanced).toBe(true);
    const at = (account: string) => tb.rows.find((r: { account: string }) => r.account === account);
    const wallets = ['1111', '1112', '1121'].reduce((s, a) => s + at(a).opening_debit, 0);
    expect(wallets).toBe(SAMPLE_ROWS.totals!.find((t) => t.what === 'Tiền mặt và ngân hàng')!.amount);
    expect(at('1311')).toMatchObject({ opening_debit: 5_870_000, opening_credit: 3_200_000 });
    // Every opening entry is against 4211: its net is what the other openings add up to (the dry run's totals).
    expect(at('4211')).toMatchObject({ opening_debit: 227_700_000 - 191_670_000, opening_credit: 0 });
  });

  it('the same file again adds nothing: not an item, not a changed attribute', async () => {
    const before = await everyItem(table);
    const again = ok(await commitOnce(sample));
    expect(again).toMatchObject({ done: true, already: true, batches_done: first.batches_total });
    expect(await everyItem(table)).toEqual(before);
  });

  it('refuses a file with mistakes (400, every error with its place) and staff (403), writing nothing', async () => {
    const rows = structuredClone(SAMPLE_ROWS) as Required<FillRows>;
    rows.rooms.push({ ...rows.rooms[0]! });
    const before = await everyItem(table);
    const bad = await commitOnce(await goLiveWorkbook(rows));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([{ path: 'content_base64', message: 'Phòng, dòng 23, Phòng: Phòng trùng với dòng 3' }]));
    const staff = await invoke('POST', '/api/go-live/commit', { body: { cut_over_date: SAMPLE_CUT_OVER, content_base64: sample.toString('base64') } });
    expect(staff.status).toBe(403);
    expect(await everyItem(table)).toEqual(before);
  });
});

describe('an import killed half way (SIGKILL of the process writing it)', () => {
  it('is completed by the next try with the same file, and then equals a clean import', async () => {
    const clean = table;
    const killed = `go-live-killed-${Date.now()}`;
    await ensureTable(dynamo(), killed);
    try {
      const died = await runImportAndKill({ table: killed, file: SAMPLE_PATH, cutOver: SAMPLE_CUT_OVER, fileHash: fileHashOf(sample), killAfter: 3 });
      expect(died.signal, `the child finished instead of dying: ${died.stdout}`).toBe('SIGKILL');
      expect(died.stdout).not.toContain('FINISHED');
      expect(died.batchesAtKill).toBeGreaterThanOrEqual(3);
      const half = ok(
        await (async () => {
          process.env.TABLE_NAME = killed;
          return commitOnce(sample);
        })(),
      );
      process.env.TABLE_NAME = killed;
      const done = half.done ? half : await importAll(sample);
      expect(done).toMatchObject({ done: true, already: false, batches_done: done.batches_total });
      const [a, b] = [await everyItem(clean), await everyItem(killed)];
      expect(stableRecords(b)).toEqual(stableRecords(a));
      expect(countsByEntity(b)).toEqual(countsByEntity(a));
    } finally {
      process.env.TABLE_NAME = clean;
      await dynamo().send(new DeleteTableCommand({ TableName: killed }));
    }
  });
});

describe('the month after the cut-over', () => {
  it('the month after the cut-over is billed from the imported readings (usage = its reading − the imported one)', async () => {
    const imported = SAMPLE_ROWS.readings!.filter((r) => r.building === 'BN' && r.room);
    const rented = SAMPLE_ROWS.stays!.filter((x) => x.building === 'BN').map((x) => String(x.room));
    for (const [type, field, used] of [
      ['E', 'electricity', 120],
      ['W', 'water', 7],
    ] as const)
      ok(
        await invoke('POST', '/api/bills/electric-water-count', {
          body: {
            building: 'BN',
            type,
            month: '2026-11',
            readings: imported.map((r) => ({ room_id: String(r.room), value: Number(r[field]) + (rented.includes(String(r.room)) ? used : 0) })),
          },
        }),
      );
    const run = ok(await invoke('POST', '/api/payments', { body: { building: 'BN', month: '2026-11' } }));
    expect(run.checks).toEqual([]);
    expect(run.bills.map((b: { room_id: string }) => b.room_id).sort()).toEqual(rented.sort());
    // Water is charged per person in these buildings; electricity by the kWh measured from the imported reading.
    for (const b of run.bills as { room_id: string; lines: { kind: string; quantity: number | null }[] }[])
      expect(b.lines.find((l) => l.kind === 'electricity')?.quantity, b.room_id).toBe(120);
  });
});

describe('a file for a cut-over date with vouchers after it', () => {
  it('is refused (409) once any voucher is dated after the cut-over date (here: the month after, billed above)', async () => {
    const rows = structuredClone(SAMPLE_ROWS) as Required<FillRows>;
    rows.rooms[0]!.notes = 'Tệp khác';
    const before = await everyItem(table);
    const late = await commitOnce(await goLiveWorkbook(rows));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Đã có chứng từ ngày \d\d\/11\/2026, sau ngày chuyển đổi 31\/10\/2026/);
    expect(await everyItem(table)).toEqual(before);
  });
});
