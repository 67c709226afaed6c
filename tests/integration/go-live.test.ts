import { readFileSync } from 'node:fs';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useEmptyTable } from './own-table';
import { dynamo } from '../../functions/platform/db/client';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { transact } from '../../functions/platform/db/transact';
import { workbookSheets } from '../../functions/go-live/workbook-sheets';
import { sheetRows } from '../../functions/go-live/rules/sheet-rows';
import { SHEETS, GUIDE_TITLE, LISTS_TITLE, type SheetDef } from '../../shared/go-live/sheets';
import { goLiveWorkbook, type FillRows } from '../../shared/go-live/template';
import { SAMPLE_CUT_OVER, SAMPLE_PATH, SAMPLE_ROWS } from '../../scripts/go-live-sample';

/**
 * Go-live (issue 25): the template, the dry run of the sample workbook and of a copy with planted
 * mistakes, access and bad requests. An empty table of its own: an operator going live starts from one.
 */
const table = useEmptyTable('go-live');

const asAdmin = { groups: '[admin]' };
const dryRun = (file: Uint8Array, cut_over_date = SAMPLE_CUT_OVER, extra: Record<string, unknown> = {}) =>
  invoke('POST', '/api/go-live/dry-run', {
    ...asAdmin,
    body: { cut_over_date, file_name: 'x.xlsx', content_base64: Buffer.from(file).toString('base64'), ...extra },
  });

async function everyItem(): Promise<string[]> {
  const out: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: table, ExclusiveStartKey: start as never }));
    out.push(...(page.Items ?? []).map((i) => JSON.stringify(i)));
    start = page.LastEvaluatedKey;
  } while (start);
  return out.sort();
}

describe('POST /api/go-live/template', () => {
  it('hands out a workbook whose sheets and headers are the shared definitions, and which reads back with no rows and no mistakes', async () => {
    const answer = ok(await invoke('POST', '/api/go-live/template', { ...asAdmin, body: { format: 'xlsx' } }), 201);
    expect(answer.file_name).toBe('nhap-du-lieu-ban-dau.xlsx');
    const res = await fetch(answer.url);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([GUIDE_TITLE, ...SHEETS.map((s) => s.title), LISTS_TITLE]);
    for (const def of SHEETS) {
      const sheet = book.getWorksheet(def.title)!;
      expect((sheet.getRow(1).values as unknown[]).slice(1, def.columns.length + 1), def.title).toEqual(def.columns.map((c) => c.header));
    }
    expect(book.getWorksheet('Phòng')!.getCell('A3').dataValidation).toMatchObject({ type: 'list', formulae: [`'${LISTS_TITLE}'!$A$2:$A$7`] });
    const sheets = await workbookSheets(bytes);
    for (const def of SHEETS) expect(sheetRows(def as SheetDef, sheets.get(def.key)), def.title).toEqual({ rows: [], problems: [] });
  });

  it('is refused to staff (403) and without a format (400)', async () => {
    expect((await invoke('POST', '/api/go-live/template', { body: { format: 'xlsx' } })).status).toBe(403);
    expect((await invoke('POST', '/api/go-live/template', { ...asAdmin, body: {} })).status).toBe(400);
  });
});

describe('POST /api/go-live/dry-run', () => {
  it('finds the committed sample clean, says what it will create and its opening entries, and writes nothing', async () => {
    const before = await everyItem();
    const r = ok(await dryRun(readFileSync(SAMPLE_PATH)));
    expect(r.errors).toEqual([]);
    expect(r.clean).toBe(true);
    expect(r.counts).toEqual({
      rooms: 20,
      rooms_existing: 0,
      stays: 6,
      customers: 9,
      vehicles: 4,
      deposits: 2,
      readings: 22,
      debts: 4,
      balances: 6,
      opening_entries: 17,
    });
    expect(r.plan.find((p: { sheet: string; row: number }) => p.sheet === 'Đang thuê' && p.row === 3).creates).toBe(
      'Nhận phòng BN-101 từ 2025-03-01, hợp đồng BN-HD-101, 2 khách, 1 xe',
    );
    expect(r.entries.every((e: { date: string }) => e.date === SAMPLE_CUT_OVER)).toBe(true);
    expect(r.accounts.find((a: { account: string }) => a.account === '4211')).toMatchObject({ debit: 227_700_000, credit: 191_670_000 });
    expect(r.totals.debit).toBe(r.totals.credit);
    expect(r.sums).toEqual({ stay_deposits: 16_000_000, pending_deposits: 3_500_000, debts: 5_870_000, prepaid: 3_200_000, wallets: 165_800_000 });
    expect(await everyItem()).toEqual(before);
  });

  it('the sample file is the sample script’s rows written by the template module', async () => {
    const fresh = await workbookSheets(Buffer.from(await goLiveWorkbook(SAMPLE_ROWS)));
    const committed = await workbookSheets(readFileSync(SAMPLE_PATH));
    expect([...committed.entries()]).toEqual([...fresh.entries()]);
  });

  it('reports exactly the five mistakes planted in a copy of the sample, each with its sheet, row, column and cell', async () => {
    const rows = structuredClone(SAMPLE_ROWS) as Required<FillRows>;
    rows.rooms.push({ ...rows.rooms[0]! }); // room twice: row 23
    rows.tenants[1]!.id_number = '0912000111'; // a phone in the ID column: row 4
    rows.deposits.push({ building: 'BN', room: '999', name: 'Khách lạ', phone: '0901111222', date: '2026-10-01', amount: 1_000_000 }); // no such room: row 5
    rows.debts.push({ building: 'BN', room: '103', month: '2026-10', kind: 'Còn nợ', amount: 100_000, for: 'Tiền phòng' }); // a room with no stay: row 7
    rows.totals[4]!.amount = 165_900_000; // totals that do not tie: row 7
    const before = await everyItem();
    const r = ok(await dryRun(await goLiveWorkbook(rows)));
    expect(r.clean).toBe(false);
    expect(r.errors).toEqual([
      { sheet: 'Phòng', row: 23, column: 'Phòng', cell: 'B23', message: 'Phòng trùng với dòng 3' },
      { sheet: 'Người thuê', row: 4, column: 'Số CCCD / hộ chiếu', cell: 'E4', message: 'Đây là số điện thoại, không phải số CCCD' },
      { sheet: 'Cọc giữ chỗ', row: 5, column: 'Phòng', cell: 'B5', message: 'Cọc cho phòng BN-999 không có ở trang Phòng cũng như trong hệ thống' },
      { sheet: 'Công nợ', row: 7, column: 'Phòng', cell: 'B7', message: 'Công nợ cho phòng BN-103 không có người đang thuê ở trang Đang thuê' },
      {
        sheet: 'Tổng kiểm tra',
        row: 7,
        column: 'Số tiền',
        cell: 'B7',
        message: 'Tổng không khớp: «Tiền mặt và ngân hàng» theo sổ 165.900.000 đ, các dòng đã nhập 165.800.000 đ (chênh 100.000 đ)',
      },
    ]);
    expect(await everyItem()).toEqual(before);
  });

  it('is refused to staff (403); no file, a bad date, an unknown field or a file that is not .xlsx are bad requests (400)', async () => {
    const file = readFileSync(SAMPLE_PATH);
    const staff = await invoke('POST', '/api/go-live/dry-run', {
      body: { cut_over_date: SAMPLE_CUT_OVER, file_name: 'x.xlsx', content_base64: file.toString('base64') },
    });
    expect(staff.status).toBe(403);
    const noFile = await invoke('POST', '/api/go-live/dry-run', { ...asAdmin, body: { cut_over_date: SAMPLE_CUT_OVER, file_name: 'x.xlsx' } });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual([expect.objectContaining({ path: 'content_base64', message: 'Thiếu nội dung tệp' })]);
    const badDate = await dryRun(file, '2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0]).toMatchObject({ path: 'cut_over_date', message: 'Ngày không tồn tại' });
    expect((await dryRun(file, '2099-01-01')).status).toBe(400);
    const unknown = await dryRun(file, SAMPLE_CUT_OVER, { commit: true });
    expect(unknown.status).toBe(400);
    const notXlsx = await dryRun(new TextEncoder().encode('a,b,c\n1,2,3'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.errors).toEqual([{ path: 'content_base64', message: 'Chỉ đọc được tệp .xlsx theo mẫu' }]);
  });

  it('refuses once a voucher dated after the cut-over date exists, and an existing room with other data', async () => {
    await transact(
      entryItems(
        buildEntry(
          {
            date: '2026-11-03',
            building: 'BN',
            voucher_type: 'deposit',
            voucher_id: 'GOLIVE-AFTER',
            description: 'sau ngày chuyển đổi',
            lines: [
              { wallet: 6, debit: 1_000 },
              { account_key: 'deposit_revenue', credit: 1_000, object: 'deposit:GOLIVE-AFTER' },
            ],
          },
          new Date().toISOString(),
        ),
      ),
    );
    await invoke('POST', '/api/rooms', { body: { building: 'BN', room_id: '104', floor: 1, rent: 9_000_000, deposit: 3_200_000, max_occupants: 2 } });
    const r = ok(await dryRun(readFileSync(SAMPLE_PATH)));
    expect(r.errors).toEqual([
      {
        sheet: null,
        row: null,
        column: null,
        cell: null,
        message: 'Đã có chứng từ ngày 03/11/2026, sau ngày chuyển đổi 31/10/2026: không nhập số dư đầu được nữa (trừ khi bắt đầu một bảng dữ liệu mới)',
      },
      { sheet: 'Phòng', row: 6, column: 'Giá thuê', cell: 'D6', message: 'Phòng đã có trong hệ thống với giá thuê 9.000.000 đ, khác với tệp (3.200.000 đ)' },
    ]);
    // The cut-over date on the day of that voucher or later is free again.
    expect(ok(await dryRun(readFileSync(SAMPLE_PATH), '2026-11-03')).errors.filter((e: { sheet: string | null }) => e.sheet === null)).toEqual([]);
  });
});
