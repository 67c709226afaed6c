import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { customerTokens, indexCustomers, unindexCustomers } from '../../functions/search';
import { backfillSearchIndex } from '../../functions/jobs/backfill-search-index';
import { call, today, tokenOf } from './helpers';
import { checkIn, newDeposit, staff } from './stays-fixtures';

/** The header search (issue 24): each kind of query finds its record, from keys and the index kept on write. */

const search = async (q: string, token?: string) => {
  const r = await call('GET', `/api/search?q=${encodeURIComponent(q)}`, { token: token ?? (await staff()) });
  expect(r.status, `${q}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body as {
    rooms: { building: string; room_id: string }[];
    customers: { id: string; name: string; phone?: string; room_id: string }[];
    vouchers: { kind: string; number: string; building: string }[];
    contracts: { contract_no: string; room_id: string }[];
  };
};

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** A room id that starts with a digit, as room codes do (`MA9…`), unique to this test file. */
async function digitRoom(max_occupants = 3): Promise<string> {
  const room_id = `9${digits(7)}`;
  const r = await call('POST', '/api/rooms', {
    token: await staff(),
    body: { building: 'MA', room_id, floor: 9, rent: 3_000_000, deposit: 3_000_000, max_occupants },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return room_id;
}
const letters = (n: number) => Array.from({ length: n }, () => 'bcdghklmnpqrstvx'[Math.floor(Math.random() * 16)]).join('');
const idsOf = async (q: string) => (await search(q)).customers.map((c) => c.id);
const checkInBody = (room_id: string, occupants: { name: string; phone?: string }[], contract_no = `HD-MA${room_id}`) => ({
  building: 'MA',
  room_id,
  contract_no,
  start_date: '2026-09-05',
  rent: 3_000_000,
  deposit_held: 3_000_000,
  wallet: 10,
  occupants,
  start_readings: { electricity: 1_000, water: 50 },
  internet: false,
});

/** Every index entry of a customer (test read: the partitions of its own tokens). */
async function entriesOf(customerId: string, tokens: { kind: string; token: string }[]) {
  const found: string[] = [];
  for (const t of tokens) {
    const r = await db().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :t)',
        ExpressionAttributeValues: { ':pk': keys.searchBucket(t.kind, t.token), ':t': `${t.token}#` },
      }),
    );
    found.push(...(r.Items ?? []).filter((i) => i.customer_id === customerId).map((i) => `${String(i.PK)}|${String(i.SK)}`));
  }
  return found;
}

/** The customers an index token's entries point at (test read of its own partition). */
async function entriesOfToken(kind: string, token: string) {
  const r = await db().send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :t)',
      ExpressionAttributeValues: { ':pk': keys.searchBucket(kind, token), ':t': `${token}#` },
    }),
  );
  return (r.Items ?? []).map((i) => String(i.customer_id));
}

describe('header search', () => {
  it('finds a room by its code in each spelling', async () => {
    const room = await digitRoom();
    for (const q of [`MA${room}`, `ma ${room}`, `MA-${room}`]) {
      expect((await search(q)).rooms, q).toContainEqual(expect.objectContaining({ building: 'MA', room_id: room }));
    }
  });

  it('finds customers by 4 digits of their phone and by their name typed without diacritics', async () => {
    const room = await digitRoom();
    const phone = `09${digits(8)}`;
    const word = `Khuê${letters(5)}`;
    const stay = await checkIn(room, { contract_no: `HD-MA${room}-${digits(4)}`, occupants: [{ name: `Nguyễn Văn ${word}`, phone }] });
    const id = stay.occupants[0]!.customer_id;
    for (const q of [phone.slice(-4), phone.slice(0, 6), phone.slice(3, 9), `${phone.slice(0, 4)} ${phone.slice(4, 7)}`]) {
      expect(
        (await search(q)).customers.map((c) => c.id),
        q,
      ).toContain(id);
    }
    const folded = `khue${word.slice(4)}`;
    for (const q of [`nguyen van ${folded}`, folded, `${folded.slice(0, 6)} nguy`]) {
      expect(
        (await search(q)).customers.map((c) => c.id),
        q,
      ).toContain(id);
    }
    // Every word must start a word of the name.
    expect((await search(`tran ${folded}`)).customers.map((c) => c.id)).not.toContain(id);
  });

  it('finds a deposit slip, a rent receipt, an adjustment note, a cash receipt and a contract by their numbers', async () => {
    const token = await staff();
    const room = await digitRoom();
    const deposit = (await newDeposit(await digitRoom(), { date: today(), expected_move_in_date: today() })) as unknown as { slip_no: string };
    const found = async (number: string, kind: string) =>
      expect((await search(number.toLowerCase())).vouchers, number).toContainEqual(expect.objectContaining({ kind, number }));
    await found(deposit.slip_no, 'deposit');

    const contract = `HD-MA${room}-${digits(6)}`;
    await checkIn(room, { contract_no: contract, start_date: today() });
    expect((await search(contract)).contracts).toContainEqual(expect.objectContaining({ contract_no: contract, room_id: room }));
    // The start of the number is enough.
    expect((await search(contract.slice(0, -3))).contracts.map((c) => c.contract_no)).toContain(contract);

    const receipt = await call('POST', '/api/receipt-rooms', { token, body: { building: 'MA', room_id: room, date: today(), wallet: 10, amount: 500_000 } });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    await found(receipt.body.receipt_no, 'receipt_room');

    const note = await call('POST', '/api/adjustment', {
      token,
      body: { building: 'MA', room_id: room, type: 'payment_adjustment', direction: 'debit', date: today(), amount: 10_000, reason: 'Phí vệ sinh' },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    await found(note.body.adjustment_no, 'adjustment');

    const cash = await call('POST', '/api/receipt-cash', {
      token,
      body: { building: 'MA', date: today(), wallet: 10, amount: 100_000, account_key: 'other_income' },
    });
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    await found(cash.body.receipt_no, 'receipt_cash');

    // A number of a month with no such voucher finds nothing.
    expect((await search('CMA2001-001')).vouchers).toEqual([]);
  });

  it('a check-in of 20 occupants and 20 vehicles commits, each occupant found by 4 digits and by name; removed, none is', async () => {
    const token = await staff();
    const room = await digitRoom(20);
    // Every occupant a 10-digit phone (7 suffixes) and a three-word name: ~200 entries, twice a transaction.
    const occupants = Array.from({ length: 20 }, () => ({ name: `Hoàng ${letters(6)} ${letters(6)}`, phone: `04${digits(8)}` }));
    const vehicles = Array.from({ length: 20 }, (_, i) => ({ type: 'motorbike', plate: `59X1-${String(i).padStart(5, '0')}` }));
    const r = await call('POST', '/api/check-ins', { token, body: { ...checkInBody(room, occupants), vehicles } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const stay = r.body as { id: string; occupants: { customer_id: string; name: string; phone: string }[] };
    expect(stay.occupants).toHaveLength(20);
    for (const o of stay.occupants) {
      expect(await idsOf(o.phone.slice(-4)), o.phone).toContain(o.customer_id);
      expect(await idsOf(o.phone.slice(2, 6)), o.phone).toContain(o.customer_id);
      expect(await idsOf(o.name.replace('Hoàng', 'hoang')), o.name).toContain(o.customer_id);
    }
    const removed = await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id, reason: 'Nhập nhầm' } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    for (const o of stay.occupants) {
      expect(await idsOf(o.phone), o.phone).not.toContain(o.customer_id);
      expect(await idsOf(o.name.replace('Hoàng', 'hoang')), o.name).not.toContain(o.customer_id);
    }
  });

  it('an entry is only a candidate: one of a customer that does not exist, or of an old phone or name, is never shown', async () => {
    const room = await digitRoom();
    const [oldPhone, newPhone] = [`08${digits(8)}`, `07${digits(8)}`];
    const [oldWord, newWord] = [letters(7), letters(7)];
    const stay = await checkIn(room, { occupants: [{ name: `Lý Thị ${oldWord}`, phone: oldPhone }] });
    const c = { building: 'MA', id: stay.occupants[0]!.customer_id, name: stay.occupants[0]!.name, phone: oldPhone };
    expect(await idsOf(oldPhone)).toContain(c.id);
    expect(await idsOf(`ly ${oldWord}`)).toContain(c.id);

    // A change of phone and name as an edit would make it: the new entries first, then the customer;
    // the old entries left behind (as by a crash before they were deleted).
    const changed = { ...c, name: `Lý Thị ${newWord}`, phone: newPhone };
    await indexCustomers([changed]);
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.customer(c.building, c.id),
        UpdateExpression: 'SET phone = :p, #name = :n',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':p': newPhone, ':n': changed.name },
      }),
    );
    const oldTokens = customerTokens({ name: oldWord, phone: oldPhone });
    expect(await entriesOf(c.id, oldTokens)).toHaveLength(oldTokens.length);
    expect(await idsOf(newPhone.slice(-6))).toContain(c.id);
    expect(await idsOf(`ly ${newWord}`)).toContain(c.id);
    expect(await idsOf(oldPhone)).not.toContain(c.id);
    expect(await idsOf(oldPhone.slice(-6))).not.toContain(c.id);
    expect(await idsOf(`ly ${oldWord}`)).not.toContain(c.id);
    expect(await idsOf(oldWord)).not.toContain(c.id);

    // Entries planted for a customer that was never written (a failed check-in, a retried one's first ids).
    const ghostPhone = `02${digits(8)}`;
    const ghostWord = letters(8);
    const ghost = { building: 'MA', id: ulid(), name: `Mai ${ghostWord}`, phone: ghostPhone };
    await indexCustomers([ghost]);
    expect(await entriesOf(ghost.id, customerTokens(ghost))).toHaveLength(customerTokens(ghost).length);
    for (const q of [ghostPhone, ghostPhone.slice(-4), `mai ${ghostWord}`, ghostWord]) {
      const r = await search(q);
      expect(r.customers, q).toEqual([]);
    }
  });

  it('a retried write does not write its index entries twice; a removed check-in takes them away', async () => {
    const token = await staff();
    const room = await digitRoom();
    const phone = `03${digits(8)}`;
    const name = `Phan ${letters(7)}`;
    const body = checkInBody(room, [{ name, phone }]);
    const headers = { 'Idempotency-Key': `search-${digits(10)}` };
    const first = await call('POST', '/api/check-ins', { token, body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await call('POST', '/api/check-ins', { token, body, headers });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const id = first.body.occupants[0].customer_id as string;
    const tokens = customerTokens({ name, phone });
    const entries = await entriesOf(id, tokens);
    expect(entries).toHaveLength(tokens.length);
    expect(new Set(entries).size).toBe(entries.length);
    expect((await search(phone)).customers.filter((c) => c.id === id)).toHaveLength(1);

    const removed = await call('POST', '/api/check-ins/remove', { token, body: { id: first.body.id, reason: 'Nhập nhầm' } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await entriesOf(id, tokens)).toEqual([]);
    expect((await search(phone)).customers.map((c) => c.id)).not.toContain(id);
    // Its entries left behind after all (a crash right after the removal committed): still not shown.
    await indexCustomers([{ building: 'MA', id, name, phone }]);
    expect((await search(phone)).customers.map((c) => c.id)).not.toContain(id);
    expect((await search(name)).customers.map((c) => c.id)).not.toContain(id);
  });

  it('a check-in retried after its first run did not commit: each customer found exactly once', async () => {
    const token = await staff();
    const [taken, room] = [await digitRoom(), await digitRoom()];
    const contract = `HD-MA${room}-R`;
    // The contract number is taken by another stay: the first run writes its index entries, then its
    // transaction fails (409) and nothing is stored for the Idempotency-Key.
    const other = await checkIn(taken, { contract_no: contract, occupants: [{ name: 'Vũ Văn Khác', phone: `01${digits(8)}` }] });
    const occupants = [
      { name: `Trịnh ${letters(7)} ${letters(5)}`, phone: `09${digits(8)}` },
      { name: `Trịnh ${letters(7)} ${letters(5)}`, phone: `09${digits(8)}` },
    ];
    const body = checkInBody(room, occupants, contract);
    const headers = { 'Idempotency-Key': `search-retry-${digits(10)}` };
    const failed = await call('POST', '/api/check-ins', { token, body, headers });
    expect(failed.status, JSON.stringify(failed.body)).toBe(409);
    // The number is freed; the same request (same key, same body) runs again and commits, with new ids.
    const freed = await call('POST', '/api/check-ins/remove', { token, body: { id: other.id, reason: 'Nhập nhầm' } });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    const retried = await call('POST', '/api/check-ins', { token, body, headers });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const replayed = await call('POST', '/api/check-ins', { token, body, headers });
    expect(replayed.body.id).toBe(retried.body.id);
    const stay = retried.body as { occupants: { customer_id: string; name: string; phone: string }[] };
    for (const o of stay.occupants) {
      // The first run's entries are there (other ids), the search shows the committed customer once.
      const phoneEntries = await entriesOfToken('PHONE', o.phone);
      expect(phoneEntries.length, o.phone).toBeGreaterThan(1);
      expect(phoneEntries, o.phone).toContain(o.customer_id);
      for (const q of [o.phone, o.phone.slice(-4), o.name.replace('Trịnh', 'trinh')]) {
        const found = (await search(q)).customers.filter((c) => c.name === o.name || c.phone === o.phone);
        expect(
          found.map((c) => c.id),
          q,
        ).toEqual([o.customer_id]);
      }
    }
  });

  it('the backfill gives customers written before the index their entries, once', async () => {
    const room = await digitRoom();
    const phone = `06${digits(8)}`;
    const id_number = `C${digits(8)}`;
    const stay = await checkIn(room, { occupants: [{ name: `Tạ Thị ${letters(6)}`, phone, id_number }] });
    const c = { building: 'MA', id: stay.occupants[0]!.customer_id, name: stay.occupants[0]!.name, phone, id_number };
    // The customers' search finds by ID number from the same index (issue 23 §13).
    const byIdNumber = async () => {
      const r = await call('GET', `/api/customers/search?q=${id_number.slice(2, 8)}`, { token: await staff() });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.items as { id: string }[]).map((x) => x.id);
    };
    expect(await byIdNumber()).toContain(c.id);
    // As if written before the index: its entries gone.
    await unindexCustomers([c]);
    expect((await search(phone)).customers.map((x) => x.id)).not.toContain(c.id);
    expect(await byIdNumber()).not.toContain(c.id);
    expect(await backfillSearchIndex()).toBeGreaterThan(0);
    expect((await search(phone.slice(-5))).customers.map((x) => x.id)).toContain(c.id);
    expect(await byIdNumber()).toContain(c.id);
    expect(await backfillSearchIndex()).toBe(0);
  });

  it('a guard finds rooms only: no customers, phones, vouchers or contracts', async () => {
    const room = await digitRoom();
    const phone = `05${digits(8)}`;
    const contract = `HD-MA${room}-G`;
    await checkIn(room, { contract_no: contract, occupants: [{ name: 'Đỗ Văn Bảo', phone }] });
    const guard = await tokenOf('baove1');
    expect((await search(`MA${room}`, guard)).rooms).toContainEqual(expect.objectContaining({ room_id: room }));
    for (const q of [phone, 'do van bao', contract]) {
      const r = await search(q, guard);
      expect(r.customers, q).toEqual([]);
      expect(r.contracts, q).toEqual([]);
      expect(r.vouchers, q).toEqual([]);
    }
  });

  it('refuses a query of 1 or more than 100 characters and any unknown field', async () => {
    const token = await staff();
    for (const path of ['/api/search?q=a', `/api/search?q=${'a'.repeat(101)}`, '/api/search?q=BN101&building=BN', '/api/search']) {
      const r = await call('GET', path, { token });
      expect(r.status, path).toBe(400);
    }
    expect((await call('GET', '/api/search?q=BN101')).status).toBe(401);
  });
});
