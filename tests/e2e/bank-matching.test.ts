import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { api, contentReady, isCall, M, MONTH, squash, stepsInOrder, TODAY, tokenOf, vnd, Y } from './fixtures';
import { LAST_MONTH } from './last-month';

/**
 * Issue 11, "Browser flow": a bank statement is imported on /so-tien-ngan-hang → the line that carries
 * a room's payment code becomes that room's rent receipt without anyone touching it → the line without
 * a code waits with the room whose debt equals it as a suggestion, and one click confirms it → the bank
 * book, the unpaid report and the debt summary agree.
 *
 * Set-up: three rooms of XA let from the first day of last month with last month's meters read (the
 * global setup's last-month.ts), then through the API this month's readings and billing run. No other
 * e2e file writes to XA or imports statements.
 */

const BUILDING = 'XA';
const ROOMS = LAST_MONTH.XA;
const WALLET = 2;
const INTEREST = 12_345;

/** Vietcombank's .xlsx export of wallet 2 for today: one coded transfer, one without a code, the bank's interest. */
async function statementFile(bill101: number, bill102: number): Promise<string> {
  const opening = 50_000_000;
  const lines = [
    [`MBVCB.8812.TRAN VAN AN chuyen tien ${BUILDING}101 T${M}${Y.slice(2)}`, bill101, 'FT-E2E-001'],
    ['NGUYEN THI BICH chuyen khoan tien nha thang nay', bill102, 'FT-E2E-002'],
    ['Lai tien gui khong ky han', INTEREST, 'FT-E2E-003'],
  ] as const;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sao ke');
  sheet.addRow(['NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM - VIETCOMBANK']);
  sheet.addRow(['SAO KÊ TÀI KHOẢN / STATEMENT OF ACCOUNT']);
  sheet.addRow(['Số dư đầu kỳ/Opening balance:', '', '', '', '', opening]);
  sheet.addRow([
    'STT/No.',
    'Ngày giao dịch/Transaction Date',
    'Số tham chiếu/Reference No.',
    'Số tiền ghi nợ/Debit',
    'Số tiền ghi có/Credit',
    'Số dư/Balance',
    'Mô tả/Description',
  ]);
  let balance = opening;
  const day = new Date(Date.UTC(Number(Y), Number(M) - 1, Number(TODAY.slice(8, 10))));
  lines.forEach(([text, amount, ref], i) => {
    balance += amount;
    sheet.addRow([i + 1, day, ref, '', amount, balance, text]);
  });
  sheet.addRow(['Số dư cuối kỳ/Closing balance:', '', '', '', '', balance]);
  const path = join(mkdtempSync(join(tmpdir(), 'sao-ke-')), 'sao-ke-vcb.xlsx');
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

describe('bank statement → rent receipts matched by payment code → one confirmed by hand → the books agree (issue 11)', () => {
  let context: BrowserContext;
  let page: Page;
  let staff: string;
  const bills = new Map<string, number>();
  let file: string;
  let bookBefore: { closing: number };

  async function open(path: string) {
    await page.goto(path);
    await contentReady(page);
  }

  stepsInOrder();

  beforeAll(async () => {
    staff = await tokenOf('ketoan');
    await api('POST', '/api/bills/electric-water-count', staff, {
      building: BUILDING,
      month: MONTH,
      type: 'E',
      readings: ROOMS.map((r) => ({ room_id: r.room_id, value: r.now })),
    });
    await api('POST', '/api/payments', staff, { building: BUILDING, month: MONTH });
    const found = (await api('GET', `/api/payments/search?building=${BUILDING}&month=${MONTH}`, staff)) as { items: { room_id: string; total: number }[] };
    for (const b of found.items) bills.set(b.room_id, b.total);
    expect([...bills.keys()].sort()).toEqual(['101', '102', '103']);
    expect(new Set(bills.values()).size).toBe(3); // three different debts: an amount names one room
    file = await statementFile(bills.get('101')!, bills.get('102')!);
    bookBefore = (await api('GET', `/api/books/wallet?wallet=${WALLET}&from=${MONTH}-01&to=${TODAY}`, staff)) as { closing: number };

    context = await newContext(inject('webUrl'));
    page = await context.newPage();
    await page.goto('/login?redirect=' + encodeURIComponent(`/so-tien-ngan-hang?wallet=${WALLET}&from=${MONTH}-01&to=${TODAY}`));
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/so-tien-ngan-hang');
    await contentReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it('imports the statement: the coded line is matched at once, the other two wait', async () => {
    await page.getByRole('button', { name: 'Nhập sao kê' }).click();
    const modal = page.locator('.ant-modal', { hasText: 'Nhập sao kê ngân hàng' });
    await modal.locator('input[type=file]').setInputFiles(file);
    const imported = page.waitForResponse(isCall('POST', '/api/bank-transactions/import'));
    await modal.getByRole('button', { name: 'Nhập tệp' }).click();
    expect((await imported).status()).toBe(200);
    const summary = modal.getByLabel('Kết quả nhập sao kê');
    await summary.waitFor();
    const text = squash(await summary.textContent());
    expect(text).toContain('Dòng mới3');
    expect(text).toContain('Tự động khớp1');
    expect(text).toContain('Chờ xác nhận2');
    await modal.getByRole('button', { name: 'Xong' }).click();
  });

  it('shows the line without a code in the queue with room 102 suggested, and one click confirms it', async () => {
    await open(`/so-tien-ngan-hang?wallet=${WALLET}&from=${MONTH}-01&to=${TODAY}&tab=queue`);
    const confirm = page.getByRole('button', { name: new RegExp(`^Xác nhận Phòng 102 \\(${BUILDING}\\)`) });
    await confirm.waitFor();
    const matched = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/bank-transactions/'));
    await confirm.click();
    expect((await matched).status()).toBe(200);
    // The interest line stays for a person to decide; the confirmed one leaves the queue.
    await expect.poll(async () => page.getByRole('button', { name: /^Xác nhận Phòng 102/ }).count()).toBe(0);
    await page.getByText('Lai tien gui khong ky han').first().waitFor();
  });

  it("the bank book carries both rent receipts against 1311, and closes on the statement's money", async () => {
    await open(`/so-tien-ngan-hang?wallet=${WALLET}&from=${MONTH}-01&to=${TODAY}&tab=book`);
    for (const room of ['101', '102']) {
      const row = page.locator('.ant-table-row', { hasText: `Phòng ${room} (${BUILDING})` }).first();
      await row.waitFor();
      const cells = squash(await row.textContent());
      expect(cells).toContain('1311');
      expect(cells).toContain(squash(vnd(bills.get(room)!)));
    }
    const closing = page.locator('.ant-table-row', { hasText: 'Số dư cuối kỳ' });
    await expect.poll(async () => squash(await closing.textContent())).toContain(squash(vnd(bookBefore.closing + bills.get('101')! + bills.get('102')!)));
  });

  it('the unpaid report shows only room 103 owing, with its whole bill', async () => {
    await open(`/bao-cao-tien-phong-chua-thu?building=${BUILDING}&month=${MONTH}`);
    const row103 = page.locator('.ant-table-row', { hasText: /^103/ }).first();
    await row103.waitFor();
    expect(squash(await row103.textContent())).toContain(squash(vnd(bills.get('103')!)));
    expect(
      await page
        .locator('.ant-table-row')
        .filter({ hasText: /^10[12]\b/ })
        .count(),
    ).toBe(0);
    expect(squash(await page.locator('.ant-table-row', { hasText: 'Tổng cộng' }).textContent())).toContain(squash(vnd(bills.get('103')!)));
  });

  it('the debt summary agrees: 101 and 102 closed at zero, 103 owes its bill (Dư Nợ), the total Dư Nợ is the same', async () => {
    await open(`/bang-tong-hop-cong-no?building=${BUILDING}&month=${MONTH}`);
    const total = page.locator('.ant-table-row', { hasText: 'Tổng cộng' });
    await total.waitFor();
    // …, Dư Nợ cuối kỳ, Dư Có cuối kỳ (a nil side is blank on a stay's row)
    const closing = async (row: ReturnType<typeof page.locator>) => (await row.locator('td').allTextContents()).map(squash).slice(-2);
    const ofRoom = (room: string) => page.locator('.ant-table-row', { hasText: new RegExp(`^${room}`) }).first();
    expect(await closing(ofRoom('101'))).toEqual(['', '']);
    expect(await closing(ofRoom('102'))).toEqual(['', '']);
    expect(await closing(ofRoom('103'))).toEqual([squash(vnd(bills.get('103')!)), '']);
    expect((await closing(total))[0]).toBe(squash(vnd(bills.get('103')!)));
  });
});
