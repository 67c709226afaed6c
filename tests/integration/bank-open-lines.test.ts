/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers freely */
import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { useOwnTable } from './own-table';
import { ACCOUNT_2, declareWallet2, sendWebhook } from './bank-fixtures';
import { invoke, ok } from './in-process';
import { everyItem, made, refusedCursor } from './paging';
import { ensureStay } from './receipt-fixtures';
import { backfillOpenBankLines } from '../../functions/jobs/backfill-open-bank-lines';
import { forgetOpenLinesReady, OPEN_LINES_READY } from '../../functions/bank/model/open-lines';
import { db, dynamo } from '../../functions/platform/db/client';
import { getItem } from '../../functions/platform/db/items';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { env } from '../../functions/platform/env';
import { BANK_WALLET_IDS } from '../../shared/api/admin/bank-wallets';
import { monthsBetween, vnToday } from '../../shared/dates';

// Issue 23 §13: the unmatched bank lines are read from their own sparse index (GSI1 `BANKOPEN#…`, set
// only while a line is unmatched), so the reads of what waits for a match cost O(those lines), not
// O(statement). After every kind of status change the index must hold exactly the unmatched lines.
useOwnTable('bank-open');

const B = 'BN';
const FROM = '2026-10-01';
const TO = '2026-11-30';
const TODAY = vnToday();
const MONTHS = [...new Set([...monthsBetween(FROM, TO), TODAY.slice(0, 7)])];

const mbCsv = (rows: (string | number)[][]) =>
  Buffer.from(
    [['Ngày giao dịch', 'Số bút toán', 'Phát sinh nợ', 'Phát sinh có', 'Nội dung', 'Tài khoản đối ứng', 'Tên tài khoản đối ứng'], ...rows]
      .map((r) => r.join(';'))
      .join('\n'),
  ).toString('base64');
const importFile = async (wallet: number, rows: (string | number)[][]) =>
  ok(await invoke('POST', '/api/bank-transactions/import', { body: { wallet, file_name: 'sao-ke.csv', content_base64: mbCsv(rows) } }));
const put = async (id: string, body: Record<string, unknown>) => ok(await invoke('PUT', '/api/bank-transactions/{id}', { params: { id }, body }));
const unmatchedList = (wallet: number) => everyItem('/api/bank-transactions', { wallet: String(wallet), from: FROM, to: TO, status: 'unmatched' });
const possible = async () => ok(await invoke('GET', '/api/bank-internal-transfer/possible-transactions', { query: { from: FROM, to: TO } })).pairs as any[];
const pairIds = (pairs: any[]) => pairs.map((p) => `${p.out.id}>${p.in.id}`).sort();

/** Every line of the test's wallets and months, from the statements themselves (the oracle). */
async function statementLines() {
  const parts = await Promise.all(
    BANK_WALLET_IDS.flatMap((w) =>
      MONTHS.map((m) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.bankLines(w, m) } })),
    ),
  );
  return parts.flat();
}
/** What the index holds, partition by partition. */
async function indexEntries() {
  const parts = await Promise.all(
    BANK_WALLET_IDS.flatMap((w) =>
      MONTHS.map((m) =>
        queryAll({ IndexName: 'byBuildingMonth', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.bankOpenLines(w, m) } }),
      ),
    ),
  );
  return parts.flat();
}
/** The index equals the filtered recount: the same lines, each under its own wallet, month and date. */
async function expectIndexIsUnmatched() {
  const lines = await statementLines();
  const unmatched = lines.filter((l) => l.status === 'unmatched');
  const entries = await indexEntries();
  expect(entries.map((e) => String(e.id)).sort()).toEqual(unmatched.map((l) => String(l.id)).sort());
  for (const e of entries)
    expect(e).toMatchObject({ status: 'unmatched', GSI1SK: e.SK, GSI1PK: keys.bankOpenLines(Number(e.wallet), String(e.date).slice(0, 7)) });
  // and no other line carries the index keys
  expect(lines.filter((l) => l.status !== 'unmatched' && (l.GSI1PK !== undefined || l.GSI1SK !== undefined))).toEqual([]);
  return { lines, unmatched };
}

interface Counted {
  index?: string;
  pk: string;
  scanned: number;
}
/** The Queries a read makes, with how many items DynamoDB examined for each (ScannedCount, before any filter). */
async function countedQueries<T>(run: () => Promise<T>): Promise<{ out: T; queries: Counted[] }> {
  const queries: Counted[] = [];
  const name = 'bankOpenLinesTestCounter';
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'QueryCommand') {
        const input = args.input as { IndexName?: string; ExpressionAttributeValues?: Record<string, { S?: string } | string> };
        const pk = input.ExpressionAttributeValues?.[':pk'];
        queries.push({
          ...(input.IndexName ? { index: input.IndexName } : {}),
          pk: typeof pk === 'string' ? pk : (pk?.S ?? ''),
          scanned: (result.output as { ScannedCount?: number }).ScannedCount ?? 0,
        });
      }
      return result;
    },
    { step: 'serialize', name },
  );
  try {
    return { out: await run(), queries };
  } finally {
    dynamo().middlewareStack.remove(name);
  }
}

const rooms = ['101', '102', '103', '104', '105'];
const ids: Record<string, any> = {};

beforeAll(async () => {
  for (const room of rooms) await ensureStay(B, room);
  await declareWallet2();
  // Wallet 3: five coded rent payments (matched at import), 30 other payments in, 8 transfers out,
  // and a few October lines; wallet 4: the 8 transfers coming in, two days later at most, and noise.
  const w3: (string | number)[][] = [];
  rooms.forEach((r, i) => w3.push([`0${i + 2}/11/2026`, `W3-CODE-${i}`, 0, 2_000_000 + i, `${B}${r} T1126 chuyen tien`, '', '']));
  for (let i = 0; i < 30; i++) w3.push([`${String(1 + (i % 28)).padStart(2, '0')}/11/2026`, `W3-IN-${i}`, 0, 150_000 + i, `giao dich ${i}`, '', '']);
  for (let i = 0; i < 8; i++) w3.push([`${String(3 + i).padStart(2, '0')}/11/2026`, `W3-OUT-${i}`, 900_000 + i, 0, `chuyen sang ACB ${i}`, '', '']);
  for (let i = 0; i < 6; i++) w3.push([`${String(10 + i)}/10/2026`, `W3-OCT-${i}`, i % 2 ? 300_000 + i : 0, i % 2 ? 0 : 300_000 + i, `thang 10 ${i}`, '', '']);
  const first = await importFile(3, w3);
  expect(first).toMatchObject({ added: 49, matched: 5, queued: 44 });
  const w4: (string | number)[][] = [];
  for (let i = 0; i < 8; i++) w4.push([`${String(4 + i).padStart(2, '0')}/11/2026`, `W4-IN-${i}`, 0, 900_000 + i, `nhan tu VCB ${i}`, '', '']);
  for (let i = 0; i < 5; i++) w4.push([`${String(12 + i)}/11/2026`, `W4-FEE-${i}`, 11_000 + i, 0, `phi ${i}`, '', '']);
  await importFile(4, w4);
  // a notification stored unmatched (the webhook's own way in)
  ok(
    await sendWebhook(
      JSON.stringify({
        id: 991,
        gateway: 'Vietcombank',
        transactionDate: `${TODAY} 08:00:00`,
        accountNumber: ACCOUNT_2,
        content: 'tien ai do gui',
        transferType: 'in',
        transferAmount: 123_000,
        referenceCode: 'FT-OPEN-1',
      }),
    ),
  );
});

describe('the unmatched bank lines index (GSI1 BANKOPEN#<wallet>#<month>)', () => {
  it('holds exactly the unmatched lines after import and webhook: coded lines matched at import are not in it', async () => {
    const { unmatched } = await expectIndexIsUnmatched();
    expect(unmatched.length).toBe(44 + 13 + 1);
  });

  it('follows match, ignore, note, bring back, unmatch, link and an internal transfer and its reversal', async () => {
    const w3 = await unmatchedList(3);
    const byRef = (ref: string) => w3.find((l) => l.reference === ref);
    // match an incoming line to a room: its rent receipt, the line out of the index
    const m = await put(byRef('W3-IN-0').id, { action: 'match', version: byRef('W3-IN-0').version, building: B, room_id: '101' });
    expect(m.status).toBe('matched');
    await expectIndexIsUnmatched();
    // unmatch it: the receipt removed, the line back in
    ids.back = await put(m.id, { action: 'unmatch', version: m.version });
    expect(ids.back.status).toBe('unmatched');
    await expectIndexIsUnmatched();
    // ignore, a note on the ignored line (stays out), bring it back, a note on the unmatched line (stays in)
    const ig = await put(byRef('W3-IN-1').id, { action: 'ignore', version: byRef('W3-IN-1').version });
    await expectIndexIsUnmatched();
    const noted = await put(ig.id, { action: 'note', version: ig.version, note: 'phí' });
    await expectIndexIsUnmatched();
    const again = await put(noted.id, { action: 'unmatch', version: noted.version });
    await put(again.id, { action: 'note', version: again.version, note: 'xem lại' });
    await expectIndexIsUnmatched();
    // a coded line matched at import, unmatched: into the index
    const code = (await everyItem('/api/bank-transactions', { wallet: '3', from: FROM, to: TO, status: 'matched' })).find((l) => l.reference === 'W3-CODE-2');
    await put(code.id, { action: 'unmatch', version: code.version });
    await expectIndexIsUnmatched();
    // link a line to a voucher already posted, then undo the link
    const receipt = ok(
      await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: '104', date: '2026-11-12', wallet: 3, amount: 150_011 } }),
      201,
    );
    const toLink = byRef('W3-IN-11');
    const linked = ok(
      await invoke('POST', '/api/receipt-cash/link-bank-transaction', {
        body: { bank_transaction_id: toLink.id, version: toLink.version, voucher_type: 'receipt_room', voucher_id: receipt.id },
      }),
    );
    expect(linked.status).toBe('matched');
    await expectIndexIsUnmatched();
    await put(linked.id, { action: 'unmatch', version: linked.version });
    await expectIndexIsUnmatched();
    // an internal transfer matches both lines; unmatching one reverses it and lets both go
    const pair = (await possible()).find((p) => p.out.reference === 'W3-OUT-0');
    expect(pair.in.reference).toBe('W4-IN-0');
    ok(
      await invoke('POST', '/api/bank-internal-transfer', {
        body: { out_id: pair.out.id, out_version: pair.out.version, in_id: pair.in.id, in_version: pair.in.version },
      }),
      201,
    );
    await expectIndexIsUnmatched();
    const pairedIn = (await everyItem('/api/bank-transactions', { wallet: '4', from: FROM, to: TO, status: 'matched' })).find((l) => l.id === pair.in.id);
    await put(pairedIn.id, { action: 'unmatch', version: pairedIn.version });
    await expectIndexIsUnmatched();
    // and one transfer left in place
    const second = (await possible()).find((p) => p.out.reference === 'W3-OUT-1');
    ok(
      await invoke('POST', '/api/bank-internal-transfer', {
        body: { out_id: second.out.id, out_version: second.out.version, in_id: second.in.id, in_version: second.in.version },
      }),
      201,
    );
    await expectIndexIsUnmatched();
  });

  it('possible internal transfers examine only unmatched lines: no statement is read', async () => {
    const { lines, unmatched } = await expectIndexIsUnmatched();
    const { out: pairs, queries } = await countedQueries(possible);
    // seven transfers left to pair (the eighth is booked)
    expect(pairs.map((p) => [p.out.reference, p.in.reference]).sort()).toEqual(
      [2, 3, 4, 5, 6, 7]
        .map((i) => [`W3-OUT-${i}`, `W4-IN-${i}`])
        .concat([['W3-OUT-0', 'W4-IN-0']])
        .sort(),
    );
    const lineReads = queries.filter((q) => q.pk.startsWith('BANK'));
    expect(lineReads.filter((q) => q.pk.startsWith('BANKTX#'))).toEqual([]);
    // each Query examined exactly the unmatched lines of its wallet and month, whatever the statement holds
    const open = (pk: string) => unmatched.filter((l) => keys.bankOpenLines(Number(l.wallet), String(l.date).slice(0, 7)) === pk).length;
    for (const q of lineReads) expect(q).toEqual({ index: 'byBuildingMonth', pk: q.pk, scanned: open(q.pk) });
    const examined = lineReads.reduce((n, q) => n + q.scanned, 0);
    // outgoing lines read on every wallet, incoming ones only where a transfer could land: ≤ twice the unmatched lines
    expect(examined).toBeLessThanOrEqual(2 * unmatched.length);
    expect(unmatched.length).toBeLessThan(lines.length);
  });

  it('the list filtered on unmatched reads the index, newest first, paged; its cursors are checked', async () => {
    const { unmatched } = await expectIndexIsUnmatched();
    const w3 = unmatched.filter((l) => l.wallet === 3 && String(l.date) >= FROM && String(l.date) <= TO);
    const { out: listed, queries } = await countedQueries(() => unmatchedList(3));
    expect(listed.map((l) => l.id)).toEqual(w3.sort((a, b) => String(b.SK).localeCompare(String(a.SK))).map((l) => String(l.id)));
    expect(listed.every((l) => l.status === 'unmatched' && l.GSI1PK === undefined && l.GSI1SK === undefined)).toBe(true);
    const lineReads = queries.filter((q) => q.pk.startsWith('BANKOPEN#3#'));
    expect(lineReads.reduce((n, q) => n + q.scanned, 0)).toBe(w3.length);
    expect(queries.filter((q) => q.pk.startsWith('BANKTX#3#'))).toEqual([]);
    // small pages: the same rows, each cursor an index key of the range
    const pages: any[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(
        await invoke('GET', '/api/bank-transactions', {
          query: { wallet: '3', from: FROM, to: TO, status: 'unmatched', limit: '7', ...(cursor ? { cursor } : {}) },
        }),
      );
      pages.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    expect(pages.map((l) => l.id)).toEqual(listed.map((l) => l.id));
    const q = { wallet: '3', from: FROM, to: TO, status: 'unmatched' };
    const line = w3[0]!;
    const good = { GSI1PK: String(line.GSI1PK), GSI1SK: String(line.GSI1SK), PK: String(line.PK), SK: String(line.SK) };
    expect((await invoke('GET', '/api/bank-transactions', { query: { ...q, cursor: made(good) } })).status).toBe(200);
    await refusedCursor('/api/bank-transactions', { ...q, cursor: made({ PK: String(line.PK), SK: String(line.SK) }) });
    await refusedCursor('/api/bank-transactions', { ...q, cursor: made({ ...good, GSI1PK: keys.bankOpenLines(4, '2026-11') }) });
    await refusedCursor('/api/bank-transactions', { ...q, cursor: made({ ...good, GSI1SK: '2027-01-01#x', SK: '2027-01-01#x' }) });
    await refusedCursor('/api/bank-transactions', { ...q, cursor: made({ ...good, PK: keys.bankLines(4, '2026-11') }) });
  });

  it('lines stored before the index: read from the statements until the backfill, then from the index; the backfill runs once', async () => {
    const { unmatched } = await expectIndexIsUnmatched();
    const before = pairIds(await possible());
    const listedBefore = (await unmatchedList(3)).map((l) => l.id);
    // As an earlier version left them: no index keys on ten unmatched lines, no marker.
    const stripped = unmatched.slice(0, 10);
    for (const l of stripped)
      await db().send(new UpdateCommand({ TableName: env.tableName(), Key: { PK: l.PK, SK: l.SK }, UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }));
    await db().send(new DeleteCommand({ TableName: env.tableName(), Key: OPEN_LINES_READY }));
    forgetOpenLinesReady();
    try {
      // the old read: the statements, status filtered — the same answers
      const { out: oldPairs, queries } = await countedQueries(possible);
      expect(pairIds(oldPairs)).toEqual(before);
      expect(queries.some((q) => q.pk.startsWith('BANKTX#'))).toBe(true);
      expect(queries.filter((q) => q.pk.startsWith('BANKOPEN#'))).toEqual([]);
      expect((await unmatchedList(3)).map((l) => l.id)).toEqual(listedBefore);
      // a line matched meanwhile by the new code loses nothing it should keep; one let go gains its keys
      const one = stripped.find((l) => l.direction === 'in' && l.wallet === 3)!;
      const ignored = await put(String(one.id), { action: 'ignore', version: Number(one.version) });
      const back = await put(ignored.id, { action: 'unmatch', version: ignored.version });
      expect(back.status).toBe('unmatched');

      const run = await backfillOpenBankLines();
      expect(run).toEqual({ already: false, lines: stripped.length - 1 });
      expect(await getItem(OPEN_LINES_READY)).toBeTruthy();
      await expectIndexIsUnmatched();
      expect(pairIds(await possible())).toEqual(before);
      expect((await unmatchedList(3)).map((l) => l.id)).toEqual(listedBefore);
      expect(await backfillOpenBankLines()).toEqual({ already: true, lines: 0 });
    } finally {
      forgetOpenLinesReady();
    }
  });
});
