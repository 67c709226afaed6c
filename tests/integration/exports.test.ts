import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, everyRow, tokenOf } from './helpers';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { transact } from '../../functions/platform/db/transact';
import { presignedLink, S3RVER_CREDENTIALS } from '../../functions/platform/exports-storage';
import { BOM } from '../../shared/exports/cells';
import { analysisRowMatches } from '../../shared/exports/views';
import { lastDayOf } from '../../shared/dates';
import { createBankLine } from '../../functions/bank/model/bank-line';
import { bankLineIdOf } from '../../functions/bank/rules/bank-line-rules';
import { compareAnalysisRows, type AnalysisRow } from '../../shared/api/utilities';

// This file posts in May 2017 in building MT only, so no other test's postings fall in its ranges.
const PERIOD = { from: '2017-05-01', to: '2017-05-31', building: 'MT' };
const FORMULA = '=HYPERLINK("http://x")';

async function post(date: string, amount: number, description: string) {
  const e = buildEntry(
    {
      date,
      building: 'MT',
      voucher_type: 'deposit',
      voucher_id: `EXP-${date}-${amount}`,
      description,
      lines: [
        { wallet: 10, debit: amount },
        { account_key: 'deposit_revenue', credit: amount, object: `deposit:EXP-${amount}` },
      ],
    },
    new Date().toISOString(),
  );
  await transact(entryItems(e));
}

const exportOf = async (username: string, body: unknown, headers?: Record<string, string>) =>
  call('POST', '/api/exports', { token: await tokenOf(username), body, headers });

async function download(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The file as text, its BOM kept (a plain TextDecoder drops it). */
const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** The object key a link points at: s3rver's addresses are path-style, `/<bucket>/<key>`. */
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').slice(2).join('/'));

beforeAll(async () => {
  await post('2017-05-03', 3_000_000, FORMULA);
  await post('2017-05-20', 1_500_000, '@SUM(A1) nhận cọc');
});

describe('POST /api/exports', () => {
  it('renders the journal as CSV into the exports bucket; the link downloads it with a BOM, the header row and neutralised cells', async () => {
    const before = Date.now();
    const r = await exportOf('ketoan', { report: 'listJournal', params: PERIOD, format: 'csv' });
    const after = Date.now();
    expect(r.status).toBe(201);
    expect(r.body.file_name).toBe('nhat-ky-chung-MT-2017-05-01-2017-05-31.csv');
    // Spec: the link works 15 minutes from when it was signed (some time between before and after,
    // however long the export took), and the link itself says so.
    expect(Date.parse(r.body.expires_at)).toBeGreaterThanOrEqual(before - 1_000 + 15 * 60_000);
    expect(Date.parse(r.body.expires_at)).toBeLessThanOrEqual(after + 1_000 + 15 * 60_000);
    expect(new URL(r.body.url).searchParams.get('X-Amz-Expires')).toBe('900');

    const s3 = new S3Client({
      region: process.env.AWS_REGION,
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    const head = await s3.send(new HeadObjectCommand({ Bucket: process.env.EXPORTS_BUCKET, Key: keyOf(r.body.url) }));
    expect(head.ContentType).toBe('text/csv; charset=utf-8');
    expect(keyOf(r.body.url).endsWith(`/${r.body.file_name}`)).toBe(true);

    const file = await download(r.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${r.body.file_name}"`);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text(file.bytes).split('\r\n');
    expect(lines[0]).toBe(`${BOM}Ngày,Loại chứng từ,Số chứng từ,TK,Tên tài khoản,Ví tiền,Đối tượng,Diễn giải,Nợ,Có`);
    expect(lines[1]).toBe(`03-05-2017,Phiếu nhận cọc,EXP-2017-05-03-3000000,1115,Tiền mặt MA-MT,Tiền mặt MA-MT,,"'=HYPERLINK(""http://x"")",3000000.00,0.00`);
    expect(lines).toContain(`20-05-2017,Phiếu nhận cọc,EXP-2017-05-20-1500000,1115,Tiền mặt MA-MT,Tiền mặt MA-MT,,'@SUM(A1) nhận cọc,1500000.00,0.00`);
    expect(lines.at(-2)).toBe(',,,,,,,Tổng cộng,4500000.00,4500000.00');
    expect(lines.at(-1)).toBe('');
  });

  it('renders the trial balance as an .xlsx whose one sheet is named by the screen title', async () => {
    const r = await exportOf('ketoan', { report: 'getTrialBalance', params: PERIOD, format: 'xlsx' });
    expect(r.status).toBe(201);
    expect(r.body.file_name).toBe('bang-can-doi-phat-sinh-MT-2017-05-01-2017-05-31.xlsx');
    const file = await download(r.body.url);
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Bảng cân đối phát sinh']);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Tài khoản',
      'Tên tài khoản',
      'Dư Nợ đầu kỳ',
      'Dư Có đầu kỳ',
      'Phát sinh Nợ',
      'Phát sinh Có',
      'Dư Nợ cuối kỳ',
      'Dư Có cuối kỳ',
    ]);
    const rows = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows.find((r) => r[0] === '1115')).toEqual(['1115', 'Tiền mặt MA-MT', 0, 0, 4_500_000, 0, 4_500_000, 0]);
    expect(rows.at(-1)).toEqual([undefined, 'Tổng cộng', 0, 0, 4_500_000, 4_500_000, 4_500_000, 4_500_000]);
    expect(sheet.getCell('E2').numFmt).toBe('#,##0.00');
  });

  it('lets a guard export what the guard may list, with text cells neutralised', async () => {
    const room = `-X${Date.now().toString(36).slice(-5)}`.toUpperCase();
    const created = await call('POST', '/api/rooms', {
      token: await tokenOf('ketoan'),
      body: { building: 'MT', room_id: room, floor: 5, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2, notes: '+84 900 000 000' },
    });
    expect(created.status).toBe(201);
    const r = await exportOf('baove1', { report: 'listRooms', params: { building: 'MT' }, format: 'csv' });
    expect(r.status).toBe(201);
    const csv = text((await download(r.body.url)).bytes);
    expect(csv.split('\r\n')[0]).toBe(`${BOM}Phòng,Tầng,Giá thuê,Tiền cọc,Số người tối đa,Trạng thái,Ghi chú`);
    expect(csv).toContain(`\r\n'${room},5.00,3000000.00,3000000.00,2.00,Phòng trống,'+84 900 000 000\r\n`);
  });

  it('exports deposit slips the way the deposit screen lists them', async () => {
    const staff = await tokenOf('ketoan');
    const agents = await call('GET', '/api/users?role=SECURITY', { token: staff });
    const agent = agents.body.find((u: { username: string }) => u.username === 'baove1');
    const room = `D${Date.now().toString(36).slice(-6)}`.toUpperCase();
    expect(
      (
        await call('POST', '/api/rooms', {
          token: staff,
          body: { building: 'MT', room_id: room, floor: 1, rent: 2_500_000, deposit: 2_500_000, max_occupants: 2 },
        })
      ).status,
    ).toBe(201);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const deposit = await call('POST', '/api/deposits', {
      token: staff,
      body: {
        building: 'MT',
        room_id: room,
        customer_name: '=Khách "lạ"',
        phone: '0901234567',
        amount_agreed: 2_500_000,
        amount_paid: 1_000_000,
        wallet: 10,
        agent_user_id: agent.user_id,
        date: today,
        expected_move_in_date: today,
      },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const r = await exportOf('ketoan', { report: 'searchDeposits', params: { building: 'MT', from: today, to: today, room_id: room }, format: 'csv' });
    expect(r.status).toBe(201);
    expect(r.body.file_name).toBe(`phieu-coc-MT-${today}-${today}.csv`);
    const lines = text((await download(r.body.url)).bytes).split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}Số phiếu,Ngày cọc,Phòng,Khách hàng,Điện thoại,Cọc thoả thuận,Đã nhận,Còn phải đóng,Ví nhận,Người dẫn,Dự kiến vào ở,Trạng thái,Ghi chú`,
    );
    const day = `${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}`;
    expect(lines[1]).toBe(
      `${deposit.body.slip_no},${day},${room},"'=Khách ""lạ""",0901234567,2500000.00,1000000.00,1500000.00,Tiền mặt MA-MT,Trần Văn Bảo,${day},Đang giữ phòng,`,
    );

    // A guard's export is what the route answers a guard: their own deposits, without the phone.
    const params = { building: 'MT', from: today, to: today, room_id: room };
    const own = await exportOf('baove1', { report: 'searchDeposits', params, format: 'csv' });
    expect(own.status).toBe(201);
    expect(text((await download(own.body.url)).bytes).split('\r\n')[1]).toContain(`${room},"'=Khách ""lạ""",,2500000.00`);
    expect((await exportOf('baove2', { report: 'searchDeposits', params, format: 'csv' })).status).toBe(404);
  });

  it('follows the activity log page by page through its own route', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const r = await exportOf('ketoan', { report: 'listLogs', params: { from: today, to: today, q: 'MT' }, format: 'csv' });
    expect(r.status).toBe(201);
    const lines = text((await download(r.body.url)).bytes).split('\r\n');
    expect(lines[0]).toBe(`${BOM}Thời gian,Hành động,Người thực hiện,Đối tượng,Toà nhà,Nội dung`);
    // Đối tượng names the room as people know it (issue 9: no entity word and id).
    expect(lines.some((l) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2},Tạo mới,Nguyễn Thị Kế Toán,[^,]+ \(MT\),Nhà Minh Tâm,/.test(l))).toBe(true);
  });

  it('refuses what the route itself would refuse: a guard cannot export a staff-only list', async () => {
    for (const report of ['getTrialBalance', 'listJournal']) {
      const r = await exportOf('baove1', { report, params: PERIOD, format: 'xlsx' });
      expect(r.status, report).toBe(403);
      expect(r.body).toMatchObject({ code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này' });
    }
  });

  it('refuses what the route itself would refuse: a guard or staff cannot export an admin-only list', async () => {
    const body = { report: 'listAdminUsers', params: {}, format: 'csv' };
    for (const who of ['baove1', 'ketoan']) {
      const r = await exportOf(who, body);
      expect(r.status, who).toBe(403);
      expect(r.body).toMatchObject({ code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này' });
    }
    expect((await exportOf('admin', body)).status).toBe(201);
  });

  it('refuses an unknown report, a bad filter or format with the field and a Vietnamese message', async () => {
    const badReport = await exportOf('ketoan', { report: 'dropEverything', params: {}, format: 'csv' });
    expect(badReport.status).toBe(400);
    expect(badReport.body).toMatchObject({ code: 'invalid', field: 'report' });
    expect(badReport.body.errors).toEqual([{ path: 'report', message: 'Không có báo cáo này để xuất' }]);

    const badParams = await exportOf('ketoan', { report: 'listJournal', params: { from: '2017-05-31', to: '2017-05-01', colour: 'red' }, format: 'csv' });
    expect(badParams.status).toBe(400);
    // `field` names the first refused filter.
    expect(['colour', 'from']).toContain(badParams.body.field);
    expect(badParams.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['params.colour', 'params.from']);
    expect(badParams.body.message).toMatch(/^Dữ liệu không hợp lệ/);

    const badFormat = await exportOf('ketoan', { report: 'listJournal', params: PERIOD, format: 'pdf' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.errors).toEqual([{ path: 'format', message: 'Định dạng phải là csv hoặc xlsx' }]);

    expect((await call('POST', '/api/exports', { body: { report: 'listJournal', params: PERIOD, format: 'csv' } })).status).toBe(401);
  });

  it('answers "nothing to export" instead of an empty file', async () => {
    const r = await exportOf('ketoan', { report: 'listJournal', params: { from: '2016-01-01', to: '2016-01-31', building: 'MT' }, format: 'csv' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.');
  });

  it('replays the same answer to a retry with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `exp-${Date.now()}` };
    const body = { report: 'listJournal', params: PERIOD, format: 'csv' };
    const first = await exportOf('ketoan', body, headers);
    const again = await exportOf('ketoan', body, headers);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('a link past its expiry is refused by S3 itself (403)', async () => {
    const r = await exportOf('ketoan', { report: 'listJournal', params: PERIOD, format: 'csv' });
    const key = keyOf(r.body.url);
    // The test-only seam: the same signer with a short expiry instead of 15 minutes.
    const short = await presignedLink(key, r.body.file_name, 2);
    expect((await download(short.url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const expired = await download(short.url);
    expect(expired.status).toBe(403);
    expect(text(expired.bytes)).toContain('Request has expired');
    // The 15-minute link of the same file still works.
    expect((await download(r.body.url)).status).toBe(200);
  });

  describe('what the screen shows (issue 23 §7)', () => {
    // An analysis month no other test reads into: its rows are every room of every building (240 and more).
    const MONTH = '2025-07';
    const period = { month: MONTH, date_start: `${MONTH}-01`, date_end: lastDayOf(MONTH) };
    /** The CSV's data lines as (building, room). */
    const roomsOf = (csv: string) =>
      csv
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(',').slice(0, 2).join(' '));

    it("applies the screen's search and 'only unusual rows' to the analysis, as the screen does: 'BN101' is one room, not 240", async () => {
      // Every page, in the screen's order (pages come in key order).
      const rows = ((await everyRow(`/api/electricity-consumption-analysis?${new URLSearchParams(period)}`, await tokenOf('ketoan'))) as AnalysisRow[]).sort(
        compareAnalysisRows,
      );
      expect(rows.length).toBeGreaterThanOrEqual(240);

      const whole = await exportOf('ketoan', { report: 'getElectricityAnalysis', params: period, format: 'csv' });
      expect(whole.status).toBe(201);
      expect(roomsOf(text((await download(whole.body.url)).bytes))).toHaveLength(rows.length);

      const searched = await exportOf('ketoan', { report: 'getElectricityAnalysis', params: { ...period, q: 'BN101' }, format: 'csv' });
      expect(searched.status).toBe(201);
      // Spec §9: the name is still the month and its suffix.
      expect(searched.body.file_name).toBe(`${MONTH}-ptptkh-dien.csv`);
      const shown = rows.filter((r) => analysisRowMatches(r, 'BN101', false)).map((r) => `${r.building} ${r.room_id}`);
      expect(shown).toContain('BN 101');
      expect(roomsOf(text((await download(searched.body.url)).bytes))).toEqual(shown);

      // Only the unusual rows: the file has what the screen's switch leaves, or says there is nothing.
      const flagged = rows.filter((r) => analysisRowMatches(r, '', true)).map((r) => `${r.building} ${r.room_id}`);
      const onlyFlagged = await exportOf('ketoan', { report: 'getElectricityAnalysis', params: { ...period, flagged: '1' }, format: 'csv' });
      if (flagged.length) expect(roomsOf(text((await download(onlyFlagged.body.url)).bytes))).toEqual(flagged);
      else expect(onlyFlagged.status).toBe(404);
    });

    it('refuses a screen filter the list does not have, or a bad value of one it has, under params', async () => {
      const bad = await exportOf('ketoan', { report: 'getElectricityAnalysis', params: { ...period, flagged: 'yes' }, format: 'csv' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['params.flagged']);
      // A search on a list whose screen has none is not quietly dropped.
      const unknown = await exportOf('ketoan', { report: 'listJournal', params: { ...PERIOD, q: 'x' }, format: 'csv' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ path: 'params.q', message: 'Báo cáo này không có bộ lọc này' }]);
    });

    it('names a bank wallet by its account, not its id', async () => {
      const date = '2017-05-10';
      const id = bankLineIdOf(3, date, `01EXPORTBANK${Date.now().toString(36).toUpperCase()}`.slice(0, 26));
      await transact(
        createBankLine({
          id,
          wallet: 3,
          date,
          direction: 'in',
          amount: 3_000_000,
          content: 'MT101 tien phong',
          source: 'import',
          status: 'unmatched',
          version: 1,
          created_at: new Date().toISOString(),
          ref_key: `export-test-${id}`,
          raw: '',
        }),
      );
      const r = await exportOf('ketoan', { report: 'listBankTransactions', params: { wallet: 3, from: '2017-05-01', to: '2017-05-31' }, format: 'csv' });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      // Wallet 3 is "Ngân hàng cô Gấm (2)": no wallet id in the name.
      expect(r.body.file_name).toBe('giao-dich-ngan-hang-co-gam-2-2017-05-01-2017-05-31.csv');
      expect(text((await download(r.body.url)).bytes)).toContain('MT101 tien phong');
    });
  });
});
