import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vnToday } from '../../shared/dates';
import { goLiveWorkbook, type FillRows } from '../../shared/go-live/template';
import { startStackProcess, type StackProcess } from '../../infra/local/stack-process';
import { apiAt } from './api-client';
import { login, newContext } from './browser';
import { contentReady } from './fixtures';

/**
 * Issue 25, in Chromium against the running product: the admin uploads a go-live workbook with a
 * mistake (a phone in the ID column), the dry run names it by sheet, row, column and cell and offers no
 * commit; the fixed file runs
 * clean, and "Ghi dữ liệu" writes it: the room and its tenant are there afterwards, through the API.
 *
 * A new operator goes live on an EMPTY product: the import is refused once any voucher is dated after
 * its cut-over day, and the shared stack's other tests post vouchers through the month. So this test
 * runs the product of its own (the same stack process, unseeded: the users only) on ports of its own.
 */
const PORTS = { dynamodb: 18010, cognito: 18011, s3: 18012, gateway: 18013, web: 18014 };
const TODAY = vnToday();
let stack: StackProcess | undefined;
let context: BrowserContext | undefined;
let page: Page;
beforeAll(async () => {
  stack = await startStackProcess({ ports: PORTS, seed: false, quiet: true });
  context = await newContext(stack.webUrl!);
  page = await context.newPage();
  // The first load makes Vite transform the app: not inside the timed steps.
  await page.goto('/login', { timeout: 120_000 });
}, 240_000);
afterAll(async () => {
  await context?.close();
  await stack?.stop();
});

const rows = (idNumber: string): FillRows => ({
  rooms: [
    { building: 'XA', room: 'GL1', floor: 9, rent: 3_200_000, max_occupants: 2 },
    { building: 'XA', room: 'GL2', floor: 9, rent: 3_100_000, max_occupants: 2 },
  ],
  stays: [
    {
      building: 'XA',
      room: 'GL1',
      contract_no: `HD-XA-GL1-${Date.now().toString(36)}`,
      start_date: `${TODAY.slice(0, 7)}-01`,
      rent: 3_200_000,
      deposit_held: 3_200_000,
    },
  ],
  tenants: [{ building: 'XA', room: 'GL1', name: 'Đặng Thị Nhập', phone: '0987650001', id_number: idNumber }],
  readings: [
    { building: 'XA', room: 'GL1', electricity: 1200, water: 80 },
    { building: 'XA', room: 'GL2', electricity: 900, water: 60 },
  ],
});

function file(name: string, bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'go-live-')), name);
  writeFileSync(path, bytes);
  return path;
}

describe('the admin goes live from a workbook', () => {
  it('sees the mistake of the first file, fixes it, and writes the clean one', async () => {
    const api = apiAt(stack!.apiUrl);
    // A phone typed in the ID number column: the dry run refuses it where it is.
    const wrong = file('sai.xlsx', await goLiveWorkbook(rows('0987650001')));
    const fixed = file('dung.xlsx', await goLiveWorkbook(rows('079190001234')));
    await page.goto('/login?redirect=%2Fadmin%3Ftab%3Dgo-live');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/admin');
    await contentReady(page);
    await page.getByText('Nhập dữ liệu ban đầu').first().waitFor();

    await page.getByLabel('Ngày chuyển đổi').fill(TODAY);
    await page.locator('input[type=file]').setInputFiles(wrong);
    await page.getByRole('button', { name: 'Chạy thử' }).click();
    // The tenant's row cannot be read, so their stay has no tenant either: both said, where they are.
    await page.getByText(/Tệp có 2 lỗi/).waitFor();
    const errors = (
      await page
        .locator('.ant-table-row')
        .filter({ hasText: /Người thuê|Đang thuê/ })
        .allInnerTexts()
    ).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(errors).toEqual([
      'Đang thuê 3 Phòng B3 Phòng XA-GL1 chưa có người thuê nào ở trang Người thuê',
      'Người thuê 3 Số CCCD / hộ chiếu E3 Đây là số điện thoại, không phải số CCCD',
    ]);
    expect(await page.getByRole('button', { name: 'Ghi dữ liệu' }).count()).toBe(0);

    await page.locator('input[type=file]').setInputFiles(fixed);
    await page.getByRole('button', { name: 'Chạy thử' }).click();
    await page.getByText('Tệp không có lỗi').waitFor();
    await page.getByRole('button', { name: 'Ghi dữ liệu' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Ghi dữ liệu' }).click();
    await page.getByText(/Đã ghi xong \d+ phần/).waitFor({ timeout: 60_000 });

    // Written as everyday work writes it: the room checked in, its tenant, the deposit it holds.
    const staff = await api.tokenOf('ketoan');
    const gl1 = (await api.call('GET', '/api/rooms/XA/GL1/file', staff)) as {
      status: number;
      current?: { deposit_held: number; occupants: { name: string }[] };
    };
    expect(gl1.status).toBe(2);
    expect(gl1.current?.occupants.map((o) => o.name)).toEqual(['Đặng Thị Nhập']);
    expect(gl1.current?.deposit_held).toBe(3_200_000);
    expect(((await api.call('GET', '/api/rooms/XA/GL2/file', staff)) as { status: number }).status).toBe(0);
  });
});
