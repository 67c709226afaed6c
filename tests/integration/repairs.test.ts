import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { everyItem } from './paging';
import { openRepairRequests } from '../../functions/repairs/model/repair-request';
import { addDays, vnToday } from '../../shared/dates';

// Repairs (business rules §8) and their payment (§7: Dr 8111 object repairman / Cr wallet), both books
// (ordinary and PCCC) in a table of their own, handlers called in-process as the gateway would.
useOwnTable('repairs-test');

const B = 'XA';
const CASH = 9; // Xuân An's cash box
const BANK = 2;
const MONTH = vnToday().slice(0, 7);
const DAY = `${MONTH}-01`;
const BOOKS = {
  ordinary: { request: '/api/repair-request', timesheet: '/api/repair-timesheet' },
  pccc: { request: '/api/pccc-major-repair-request', timesheet: '/api/pccc-major-repair-timesheet' },
} as const;
type Book = keyof typeof BOOKS;

const request = (extra: Record<string, unknown> = {}) => ({
  building: B,
  room_id: '101',
  description: 'Vòi nước rò rỉ',
  reported_by: 'Khách phòng 101',
  reported_on: DAY,
  ...extra,
});
const newRequest = async (book: Book = 'ordinary', extra: Record<string, unknown> = {}) =>
  ok(await invoke('POST', BOOKS[book].request, { body: request(extra) }), 201);
const edit = (book: Book, id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  invoke('PUT', `${BOOKS[book].request}/{_id}`, { params: { _id: id }, body, headers });
const editBody = (r: { version: number }, status: string, extra: Record<string, unknown> = {}) => {
  const { building: _b, ...fields } = request(extra);
  return { ...fields, version: r.version, status };
};
const sheet = (man: string, extra: Record<string, unknown> = {}) => ({
  building: B,
  repairman_id: man,
  date: DAY,
  days: 1,
  wage: 400_000,
  materials: 150_000,
  ...extra,
});
const newSheet = async (book: Book, man: string, extra: Record<string, unknown> = {}) =>
  ok(await invoke('POST', BOOKS[book].timesheet, { body: sheet(man, extra) }), 201);
const pay = (book: Book, man: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  invoke('POST', `${BOOKS[book].timesheet}/pay`, { body: { month: MONTH, repairman_id: man, building: B, wallet: BANK, date: DAY, ...extra }, headers });
const newMan = async (name: string, extra: Record<string, unknown> = {}) =>
  ok(await invoke('POST', '/api/repairman', { body: { name, phone: '0903123456', daily_wage: 400_000, active: true, ...extra } }), 201);
const listRequests = async (book: Book, extra: Record<string, string> = {}) =>
  ok(await invoke('GET', BOOKS[book].request, { query: { building: B, from: DAY, to: vnToday(), ...extra } })).items as {
    id: string;
    status: string;
    book: string;
    version: number;
    reported_on: string;
  }[];
const sheets = async (book: Book) =>
  ok(await invoke('GET', BOOKS[book].timesheet, { query: { month: MONTH, building: B } })).items as {
    id: string;
    payment_status: string;
    version: number;
    repairman_id: string;
  }[];

async function linesOf(voucherNo: string) {
  const j = ok(await invoke('GET', '/api/journal', { query: { from: DAY, to: addDays(vnToday(), 1), building: B, limit: '2000' } }));
  return (j.items as { voucher_no?: string; account: string; debit: number; credit: number; object?: string; voucher_type: string; wallet?: number }[]).filter(
    (l) => l.voucher_no === voucherNo,
  );
}

describe('repair requests', () => {
  it('creates a request (room or common area), not repaired, and lists it by building, range and status', async () => {
    const r = await newRequest();
    expect(r).toMatchObject({ book: 'ordinary', building: B, room_id: '101', status: 'not_repaired', version: 1, timesheet_ids: [] });
    const area = await newRequest('ordinary', { room_id: undefined, common_area: 'Cầu thang tầng 2' });
    expect(area).toMatchObject({ common_area: 'Cầu thang tầng 2' });
    expect(area.room_id).toBeUndefined();
    const all = await listRequests('ordinary');
    expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([r.id, area.id]));
    expect((await listRequests('ordinary', { status: 'completed' })).map((x) => x.id)).not.toContain(r.id);
    const everywhere = ok(await invoke('GET', BOOKS.ordinary.request, { query: { from: DAY, to: vnToday() } })).items as { id: string }[];
    expect(everywhere.map((x) => x.id)).toContain(r.id);
    // Newest first (issue 23 §9): the request just reported heads the list, before older days.
    const days = all.map((x) => `${x.reported_on}#${x.id}`);
    expect(days).toEqual([...days].sort().reverse());
    expect(all.findIndex((x) => x.id === area.id)).toBeLessThan(all.findIndex((x) => x.id === r.id));
  });

  it('refuses bad input with the field (400), an unknown room (404) and guards (403)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: '' }, 'description'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ room_id: undefined }, 'room_id'],
      [{ common_area: 'Sân' }, 'common_area'],
      [{ reported_on: '2026-02-30' }, 'reported_on'],
      [{ building: 'ZZ' }, 'building'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [extra, field] of cases) {
      const r = await invoke('POST', BOOKS.ordinary.request, { body: request(extra) });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.field, JSON.stringify(extra)).toBe(field);
    }
    const room = await invoke('POST', BOOKS.ordinary.request, { body: request({ room_id: '9999' }) });
    expect(room.status).toBe(404);
    expect(room.body.field).toBe('room_id');
    const span = await invoke('GET', BOOKS.ordinary.request, { query: { from: '2025-01-01', to: '2026-06-01' } });
    expect(span.status).toBe(400);
    expect(span.body.field).toBe('to');
    expect((await invoke('POST', BOOKS.ordinary.request, { body: request(), groups: '[SECURITY]' })).status).toBe(403);
    expect((await invoke('GET', BOOKS.ordinary.request, { query: { from: DAY, to: DAY }, groups: '[SECURITY]' })).status).toBe(403);
  });

  it('moves status one step at a time: out of order is a 409 in Vietnamese; a stale version is a 409', async () => {
    const r = await newRequest();
    const skip = await edit('ordinary', r.id, editBody(r, 'completed'));
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({ code: 'state', field: 'status' });
    expect(skip.body.message).toMatch(/Không chuyển được phiếu sửa chữa từ "Chưa sửa" sang "Hoàn thành"/);
    const edited = ok(await edit('ordinary', r.id, editBody(r, 'not_repaired', { description: 'Vòi nước rò rỉ, thay vòi mới' })));
    expect(edited).toMatchObject({ version: 2, description: 'Vòi nước rò rỉ, thay vòi mới', status: 'not_repaired' });
    const stale = await edit('ordinary', r.id, editBody(r, 'timesheet_done'));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    const done = ok(await edit('ordinary', r.id, editBody(edited, 'timesheet_done')));
    const back = await edit('ordinary', r.id, editBody(done, 'not_repaired'));
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('state');
    const completed = ok(await edit('ordinary', r.id, editBody(done, 'completed')));
    expect(completed).toMatchObject({ status: 'completed', completed_on: vnToday(), version: 4 });
    const after = await edit('ordinary', r.id, editBody(completed, 'completed'));
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/đã hoàn thành/);
    const missing = await edit('ordinary', '01K00000000000000000000000', editBody(completed, 'completed'));
    expect(missing.status).toBe(404);
  });

  it('replays an edit under its Idempotency-Key', async () => {
    const r = await newRequest();
    const headers = { 'idempotency-key': 'repair-edit-1' };
    const first = ok(await edit('ordinary', r.id, editBody(r, 'timesheet_done'), headers));
    expect(ok(await edit('ordinary', r.id, editBody(r, 'timesheet_done'), headers))).toEqual(first);
    expect(first.version).toBe(2);
  });

  it('keeps the PCCC book apart from the ordinary one', async () => {
    const p = await newRequest('pccc', { room_id: undefined, common_area: 'Hệ thống báo cháy', description: 'Thay tủ báo cháy trung tâm' });
    expect(p.book).toBe('pccc');
    expect((await listRequests('ordinary')).map((x) => x.id)).not.toContain(p.id);
    expect((await listRequests('pccc')).map((x) => x.id)).toEqual([p.id]);
    // the id of one book is unknown to the other
    expect((await edit('ordinary', p.id, editBody(p, 'not_repaired'))).status).toBe(404);
  });

  it('lists open requests older than some days for the dashboard (both books, completed left out)', async () => {
    const old = await newRequest('ordinary', { reported_on: addDays(vnToday(), -10) });
    const oldPccc = await newRequest('pccc', { reported_on: addDays(vnToday(), -9) });
    const recent = await newRequest('ordinary', { reported_on: vnToday() });
    const ids = (await openRepairRequests(B, 7)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([old.id, oldPccc.id]));
    expect(ids).not.toContain(recent.id);
    ok(await edit('ordinary', old.id, editBody({ version: 1 }, 'timesheet_done', { reported_on: old.reported_on })));
    const done = ok(await edit('ordinary', old.id, editBody({ version: 2 }, 'completed', { reported_on: old.reported_on })));
    expect(done.status).toBe('completed');
    expect((await openRepairRequests(undefined, 7)).map((r) => r.id)).not.toContain(old.id);
    expect((await openRepairRequests('BN', 7)).map((r) => r.id)).not.toContain(oldPccc.id);
  });
});

describe('repairmen', () => {
  it('creates, lists, edits on version, refuses bad input', async () => {
    const m = await newMan('Thợ Hùng');
    expect(m).toMatchObject({ name: 'Thợ Hùng', daily_wage: 400_000, active: true, timesheet_count: 0, version: 1 });
    expect((ok(await invoke('GET', '/api/repairman')).items as { id: string }[]).map((x) => x.id)).toContain(m.id);
    const e = ok(
      await invoke('PUT', '/api/repairman/{id}', { params: { id: m.id }, body: { version: 1, name: 'Thợ Hùng (điện)', daily_wage: 450_000, active: true } }),
    );
    expect(e).toMatchObject({ name: 'Thợ Hùng (điện)', daily_wage: 450_000, version: 2 });
    expect(e.phone).toBeUndefined();
    const stale = await invoke('PUT', '/api/repairman/{id}', { params: { id: m.id }, body: { version: 1, name: 'X', daily_wage: 1, active: true } });
    expect(stale.status).toBe(409);
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ daily_wage: -1 }, 'daily_wage'],
      [{ phone: 'abc' }, 'phone'],
      [{ active: 'yes' }, 'active'],
    ];
    for (const [extra, field] of bad) {
      const r = await invoke('POST', '/api/repairman', { body: { name: 'A', daily_wage: 1, active: true, ...extra } });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.field).toBe(field);
    }
  });

  it('deletes one without timesheets; one with timesheets is a 409 (deactivate instead)', async () => {
    const free = await newMan('Thợ Tạm');
    const stale = await invoke('DELETE', '/api/repairman/{id}', { params: { id: free.id }, body: { version: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
    expect(ok(await invoke('DELETE', '/api/repairman/{id}', { params: { id: free.id }, body: { version: 1 } })).message).toMatch(/Đã xoá/);
    expect((await invoke('DELETE', '/api/repairman/{id}', { params: { id: free.id }, body: { version: 1 } })).status).toBe(404);
    const busy = await newMan('Thợ Bận');
    await newSheet('ordinary', busy.id);
    const refused = await invoke('DELETE', '/api/repairman/{id}', { params: { id: busy.id }, body: { version: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'state' });
    expect(refused.body.message).toMatch(/ngừng làm/);
    const current = (ok(await invoke('GET', '/api/repairman')).items as { id: string; version: number; timesheet_count: number }[]).find(
      (x) => x.id === busy.id,
    )!;
    expect(current.timesheet_count).toBe(1);
    ok(
      await invoke('PUT', '/api/repairman/{id}', {
        params: { id: busy.id },
        body: { version: current.version, name: 'Thợ Bận', daily_wage: 400_000, active: false },
      }),
    );
    expect((ok(await invoke('GET', '/api/repairman', { query: { active: 'true' } })).items as { id: string }[]).map((x) => x.id)).not.toContain(busy.id);
    // an inactive repairman gets no new timesheet
    const late = await invoke('POST', BOOKS.ordinary.timesheet, { body: sheet(busy.id) });
    expect(late.status).toBe(409);
    expect(late.body.field).toBe('repairman_id');
  });
});

describe('repair timesheets and their payment', () => {
  it('writes a timesheet that moves its requests to "timesheet done"; refuses completed ones and other buildings', async () => {
    const man = await newMan('Thợ Nam');
    const a = await newRequest();
    const b = await newRequest('ordinary', { room_id: '102' });
    const t = await newSheet('ordinary', man.id, { request_ids: [a.id, b.id] });
    expect(t).toMatchObject({ book: 'ordinary', repairman_name: 'Thợ Nam', total: 550_000, payment_status: 'not_paid', request_ids: [a.id, b.id], version: 1 });
    const listed = await listRequests('ordinary');
    expect(listed.filter((x) => [a.id, b.id].includes(x.id)).map((x) => x.status)).toEqual(['timesheet_done', 'timesheet_done']);
    const withReq = ok(await invoke('GET', `${BOOKS.ordinary.timesheet}/with-repair-request`, { query: { month: MONTH, building: B } })).items as {
      id: string;
      requests: { id: string; timesheet_ids: string[] }[];
    }[];
    const mine = withReq.find((x) => x.id === t.id)!;
    expect(mine.requests.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(mine.requests[0]!.timesheet_ids).toEqual([t.id]);

    const c = await newRequest();
    const cDone = ok(await edit('ordinary', c.id, editBody(c, 'timesheet_done')));
    ok(await edit('ordinary', c.id, editBody(cDone, 'completed')));
    const onCompleted = await invoke('POST', BOOKS.ordinary.timesheet, { body: sheet(man.id, { request_ids: [c.id] }) });
    expect(onCompleted.status).toBe(409);
    expect(onCompleted.body).toMatchObject({ code: 'state', field: 'request_ids.0' });
    const other = ok(await invoke('POST', BOOKS.ordinary.request, { body: request({ building: 'BN', room_id: '101' }) }), 201);
    const elsewhere = await invoke('POST', BOOKS.ordinary.timesheet, { body: sheet(man.id, { request_ids: [other.id] }) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.field).toBe('request_ids');
    const pcccReq = await newRequest('pccc');
    const crossBook = await invoke('POST', BOOKS.ordinary.timesheet, { body: sheet(man.id, { request_ids: [pcccReq.id] }) });
    expect(crossBook.status).toBe(400);
  });

  it('refuses bad timesheets with the field', async () => {
    const man = await newMan('Thợ Kiểm');
    const cases: [Record<string, unknown>, string][] = [
      [{ days: undefined }, 'days'],
      [{ hours: 4 }, 'hours'],
      [{ days: 0.3 }, 'days'],
      [{ wage: 0, materials: 0 }, 'wage'],
      [{ wage: -5 }, 'wage'],
      [{ materials: 1.5 }, 'materials'],
      [{ repairman_id: 'abc' }, 'repairman_id'],
      [{ request_ids: ['x'] }, 'request_ids'],
      [{ payment_status: 'paid' }, 'payment_status'],
    ];
    for (const [extra, field] of cases) {
      const r = await invoke('POST', BOOKS.ordinary.timesheet, { body: sheet(man.id, extra) });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.field, JSON.stringify(extra)).toBe(field);
    }
    expect((await invoke('POST', BOOKS.ordinary.timesheet, { body: sheet('01K00000000000000000000000') })).status).toBe(404);
    expect((await invoke('GET', BOOKS.ordinary.timesheet, { query: { month: '2026-13' } })).status).toBe(400);
  });

  it('pays the month as ONE voucher (Dr 8111 repairman / Cr wallet), marks the timesheets paid, refuses paying twice and editing a paid one', async () => {
    const man = await newMan('Thợ Phúc');
    const t1 = await newSheet('ordinary', man.id, { days: 2, wage: 800_000, materials: 200_000 });
    const t2 = await newSheet('ordinary', man.id, { days: undefined, hours: 4, wage: 200_000, materials: 0 });
    const pcccSheet = await newSheet('pccc', man.id, { wage: 1_000_000, materials: 3_000_000 });
    const totals = ok(await invoke('GET', `${BOOKS.ordinary.timesheet}/total-payment-in-month`, { query: { month: MONTH, building: B } })).items as {
      repairman_id: string;
    }[];
    expect(totals.find((x) => x.repairman_id === man.id)).toMatchObject({
      building: B,
      timesheets: 2,
      days: 2,
      hours: 4,
      wage: 1_000_000,
      materials: 200_000,
      total: 1_200_000,
      paid: 0,
      unpaid: 1_200_000,
    });

    // an edit before payment is allowed (on its version)
    const edited = ok(
      await invoke('PUT', `${BOOKS.ordinary.timesheet}/{id}`, {
        params: { id: t2.id },
        body: { repairman_id: man.id, date: DAY, hours: 5, wage: 250_000, materials: 0, version: 1 },
      }),
    );
    expect(edited).toMatchObject({ hours: 5, total: 250_000, version: 2 });

    const headers = { 'idempotency-key': 'repair-pay-1' };
    const p = ok(await pay('ordinary', man.id, {}, headers), 201);
    expect(p).toMatchObject({ book: 'ordinary', amount: 1_250_000, wage: 1_050_000, materials: 200_000, wallet: BANK, repairman_name: 'Thợ Phúc' });
    expect(p.timesheet_ids.sort()).toEqual([t1.id, t2.id].sort());
    expect(p.slip_no).toMatch(/^SCXA\d{4}-001$/);
    // replay answers the same, writes nothing more
    expect(ok(await pay('ordinary', man.id, {}, headers), 201)).toEqual(p);

    const lines = await linesOf(p.slip_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object ?? '', l.voucher_type]).sort()).toEqual(
      [
        ['1121', 0, 1_250_000, '', 'repair_timesheet'],
        ['8111', 1_250_000, 0, `repairman:${man.id}`, 'repair_timesheet'],
      ].sort(),
    );
    const book = await everyItem('/api/books/wallet', { wallet: String(BANK), from: DAY, to: vnToday() });
    expect((book as { voucher_no?: string; credit: number; counter_accounts: string[] }[]).filter((l) => l.voucher_no === p.slip_no)).toEqual([
      expect.objectContaining({ credit: 1_250_000, counter_accounts: ['8111'] }),
    ]);

    const after = (await sheets('ordinary')).filter((x) => x.repairman_id === man.id);
    expect(after.map((x) => x.payment_status)).toEqual(['paid', 'paid']);
    // the PCCC book's timesheet of the same man is untouched
    expect((await sheets('pccc')).find((x) => x.id === pcccSheet.id)!.payment_status).toBe('not_paid');

    const twice = await pay('ordinary', man.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'state', field: 'repairman_id' });
    const paidEdit = await invoke('PUT', `${BOOKS.ordinary.timesheet}/{id}`, {
      params: { id: t1.id },
      body: { repairman_id: man.id, date: DAY, days: 3, wage: 1, materials: 0, version: 2 },
    });
    expect(paidEdit.status).toBe(409);
    expect(paidEdit.body.message).toMatch(/đã thanh toán/);
    const totalsAfter = ok(await invoke('GET', `${BOOKS.ordinary.timesheet}/total-payment-in-month`, { query: { month: MONTH } })).items as {
      repairman_id: string;
      paid: number;
      unpaid: number;
    }[];
    expect(totalsAfter.find((x) => x.repairman_id === man.id)).toMatchObject({ paid: 1_250_000, unpaid: 0 });
    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: `${MONTH.slice(0, 4)}-01-01`, to: `${MONTH.slice(0, 4)}-12-31`, building: B } }));
    expect(tb.balanced).toBe(true);
  });

  it('pays the PCCC book from a funded cash box into its own series; an empty cash box is refused', async () => {
    const man = await newMan('Thợ PCCC');
    await newSheet('pccc', man.id, { wage: 2_000_000, materials: 5_000_000 });
    const short = await pay('pccc', man.id, { wallet: CASH });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('cash_floor');
    ok(
      await invoke('POST', '/api/receipt-cash', {
        body: { building: B, date: DAY, wallet: CASH, amount: 10_000_000, account_key: 'equity', payer: 'Chủ nhà' },
      }),
      201,
    );
    const p = ok(await pay('pccc', man.id, { wallet: CASH }), 201);
    expect(p).toMatchObject({ book: 'pccc', amount: 7_000_000 });
    expect(p.slip_no).toMatch(/^SPXA\d{4}-001$/);
    const lines = await linesOf(p.slip_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.voucher_type]).sort()).toEqual(
      [
        ['1114', 0, 7_000_000, 'pccc_repair_timesheet'],
        ['8111', 7_000_000, 0, 'pccc_repair_timesheet'],
      ].sort(),
    );
    const cash = await everyItem('/api/books/wallet', { wallet: String(CASH), from: DAY, to: vnToday() });
    expect((cash as { voucher_no?: string; credit: number }[]).find((l) => l.voucher_no === p.slip_no)).toMatchObject({ credit: 7_000_000 });
    // nothing of this man left to pay in the ordinary book either
    expect((await pay('ordinary', man.id)).status).toBe(409);
  });

  it('pays once when two people pay the same month at the same moment; the log names the payment', async () => {
    const man = await newMan('Thợ Song');
    await newSheet('ordinary', man.id, { wage: 300_000, materials: 0 });
    await newSheet('ordinary', man.id, { wage: 200_000, materials: 50_000 });
    const answers = await Promise.all([pay('ordinary', man.id), pay('ordinary', man.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const paid = answers.find((a) => a.status === 201)!.body;
    expect(paid.amount).toBe(550_000);
    expect(await linesOf(paid.slip_no)).toHaveLength(2);
    const logs = ok(await invoke('GET', '/api/logs', { query: { from: addDays(vnToday(), -1), to: addDays(vnToday(), 1), action: 'repair_payment' } }))
      .items as { entity_no?: string; entity_name?: string }[];
    expect(logs.filter((l) => l.entity_no === paid.slip_no)).toEqual([expect.objectContaining({ entity_name: 'Thợ Song' })]);
  });

  it('cancels a payment (its entry reversed, the timesheets unpaid again), so a timesheet is corrected and paid again', async () => {
    const man = await newMan('Thợ Sửa Lại');
    const t = await newSheet('ordinary', man.id, { wage: 500_000, materials: 100_000 });
    const p = ok(await pay('ordinary', man.id), 201);
    const cancel = (body: Record<string, unknown>, book: Book = 'ordinary') => invoke('POST', `${BOOKS[book].timesheet}/pay/cancel`, { body });
    expect((await cancel({ payment_id: p.id, version: 1 }, 'pccc')).status).toBe(404);
    const stale = await cancel({ payment_id: p.id, version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
    // The screen's read of the month carries the payment's version with each timesheet it paid: what a cancel sends.
    const shown = async () =>
      (
        ok(await invoke('GET', `${BOOKS.ordinary.timesheet}/with-repair-request`, { query: { month: MONTH, building: B } })).items as {
          id: string;
          payment_version?: number;
        }[]
      ).find((x) => x.id === t.id)!;
    const paidRow = await shown();
    expect(paidRow.payment_version).toBe(p.version);
    const c = ok(await cancel({ payment_id: p.id, version: paidRow.payment_version }));
    expect(c).toMatchObject({ id: p.id, status: 'reversed', version: 2, reversed_by: expect.any(String) });
    expect(await shown()).not.toHaveProperty('payment_version');
    const lines = await linesOf(p.slip_no);
    expect(lines).toHaveLength(4);
    const net = (account: string) => lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);
    expect([net('8111'), net('1121')]).toEqual([0, 0]);
    expect((await cancel({ payment_id: p.id, version: 2 })).status).toBe(409);
    const back = (await sheets('ordinary')).find((x) => x.id === t.id)!;
    expect(back).toMatchObject({ payment_status: 'not_paid', version: 3 });
    expect(back).not.toHaveProperty('payment_id');
    ok(
      await invoke('PUT', `${BOOKS.ordinary.timesheet}/{id}`, {
        params: { id: t.id },
        body: { repairman_id: man.id, date: DAY, days: 1, wage: 450_000, materials: 100_000, version: 3 },
      }),
    );
    const again = ok(await pay('ordinary', man.id), 201);
    expect(again.amount).toBe(550_000);
    expect(again.slip_no).not.toBe(p.slip_no);
  });

  it('refuses a pay body with bad fields (400 with the field) and a cash box of another building', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ month: '2026-1' }, 'month'],
      [{ wallet: 6 }, 'wallet'],
      [{ wallet: 42 }, 'wallet'],
      [{ date: '2026-02-30' }, 'date'],
      [{ amount: 5 }, 'amount'],
    ];
    for (const [extra, field] of cases) {
      const r = await pay('ordinary', '01K00000000000000000000000', extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.field, JSON.stringify(extra)).toBe(field);
    }
    expect(
      (
        await invoke('POST', `${BOOKS.ordinary.timesheet}/pay`, {
          body: { month: MONTH, repairman_id: '01K00000000000000000000000', building: B, wallet: BANK, date: DAY },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
  });
});
