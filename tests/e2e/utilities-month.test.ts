import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { api, contentReady, isCall, MONTH, num, squash, stepsInOrder, tokenOf, vnd } from './fixtures';
import { runMonthEndJob } from './month-end-job';
import { UTILITIES } from './utilities-history';
import { valueOf } from '../../shared/readings/valuation';

/** A rate as every screen writes it (issue 23 §6): vi-VN, one decimal, the sign against the number. */
const percent = (points: number) => new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 }).format(points / 100);

/**
 * Issue 12, "Done when": a user enters a building's internal electricity readings by keyboard and its
 * state bill, sees the loss (units, đồng, %) equal to state − (rooms + internal) and flagged above the
 * threshold, sees the room that jumped far above its median flagged on the analysis and filters to the
 * flagged rows, then the month-end job closes an older month: its analyses are finalized and its files
 * are listed on /bao-cao-cuoi-thang, their signed links downloading the CSV (with its BOM) and the xlsx.
 *
 * Building BN, which no other flow touches: the global setup let and read rooms 101 and 102 for the
 * four months before this one and read the internal meters last month (utilities-history.ts); this
 * flow reads the rooms this month through the API and everything else on screen. The month-end job
 * closes three months back, a month no other flow finalizes (utility-analysis.test.ts finalizes last
 * month). The expected figures come from the API's own answers, not from constants.
 */

const { building: BUILDING, rooms: ROOMS, internal: INTERNAL, closedMonth: CLOSED } = UTILITIES;
const STATE = { units: 1_000, amount: 3_000_000 };
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('electricity month in the browser: internal readings → state bill and loss → flagged room → month-end files (issue 12)', () => {
  let context: BrowserContext;
  let page: Page;
  let staff: string;
  const get = async <T>(path: string) => (await api('GET', path, staff)) as T;

  async function open(path: string) {
    await page.goto(path);
    await contentReady(page);
  }

  stepsInOrder();

  beforeAll(async () => {
    staff = await tokenOf('ketoan');
    // This month's room readings (the rooms' side of the loss, and 101's jump).
    await api('POST', '/api/bills/electric-water-count', staff, {
      building: BUILDING,
      month: MONTH,
      type: 'E',
      readings: ROOMS.map((r) => ({ room_id: r.room_id, value: r.now })),
    });

    context = await newContext(inject('webUrl'));
    page = await context.newPage();
    const first = `/dien-noi-bo?building=${BUILDING}&month=${MONTH}`;
    await page.goto('/login?redirect=' + encodeURIComponent(first));
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dien-noi-bo');
    await contentReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it("enters BN's internal electricity readings with the keyboard and saves them: the expense is posted", async () => {
    const input = (name: string) => page.getByLabel(`Chỉ số ${name}`, { exact: true });
    await input(INTERNAL[0].name).waitFor();
    await input(INTERNAL[0].name).click();
    for (const c of INTERNAL) {
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Chỉ số ${c.name}`);
      await page.keyboard.type(String(c.now));
      await expect.poll(async () => squash(await page.getByTestId(`usage-${c.consumer_id}`).textContent())).toBe(num(c.now - c.last));
      await page.keyboard.press('Enter');
    }
    // Enter on the last consumer went to the save button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Lưu chỉ số nội bộ');
    const saved = page.waitForResponse(isCall('POST', '/api/internal-utility-bill'));
    await page.keyboard.press('Enter');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const sheet = (await answer.json()) as { total_usage: number; total_amount: number; voucher_id: string | null };
    expect(sheet.total_usage).toBe(INTERNAL.reduce((s, c) => s + c.now - c.last, 0));
    // The sheet comes back at its new version: the totals and the expense voucher's link show.
    await expect.poll(async () => squash(await page.getByTestId('total-usage').textContent())).toBe(num(sheet.total_usage));
    expect(squash(await page.getByTestId('total-amount').textContent())).toBe(squash(vnd(sheet.total_amount)));
    expect(sheet.voucher_id).not.toBeNull();
    await page.getByRole('link', { name: 'Xem bút toán' }).waitFor();
  });

  it("enters BN's state electricity bill and sees the loss = state − (rooms + internal), flagged above the threshold", async () => {
    await open(`/dien-nuoc-nha-nuoc?month=${MONTH}&type=E`);
    const enter = page.getByRole('button', { name: `Nhập hoá đơn toà ${BUILDING}` });
    await expect.poll(() => enter.isEnabled()).toBe(true);
    await enter.click();
    const modal = page.locator('.ant-modal', { hasText: `Nhập hoá đơn điện nhà nước toà ${BUILDING}` });
    await modal.waitFor();
    // The period starts as the whole month: no proration.
    expect(await modal.getByLabel('Từ ngày', { exact: true }).inputValue()).toBe(`01-${MONTH.slice(5, 7)}-${MONTH.slice(0, 4)}`);
    await modal.getByLabel('Số dùng', { exact: true }).fill(String(STATE.units));
    await modal.getByLabel('Số tiền', { exact: true }).fill(String(STATE.amount));
    const saved = page.waitForResponse(isCall('POST', '/api/state-electricity-water'));
    await modal.getByRole('button', { name: 'Lưu' }).click();
    expect((await saved).status()).toBe(200);
    await modal.waitFor({ state: 'detached' });

    // What the other screens' APIs say: the rooms' reading table, the internal sheet, the bill, the threshold.
    // The table answers a page of rooms (issue 23 §13): one page of 500 holds the building here, its total the rooms' sum.
    const table = await get<{ items: { usage: number | null }[]; cursor?: string }>(
      `/api/bills/get-two-newest-bills?building=${BUILDING}&month=${MONTH}&type=E&limit=500`,
    );
    expect(table.cursor).toBeUndefined();
    const rooms = { total_usage: table.items.reduce((s, r) => s + (r.usage ?? 0), 0) };
    const internal = await get<{ total_usage: number }>(`/api/internal-utility-bill?building=${BUILDING}&type=E&month=${MONTH}`);
    const bills = await get<{ items: { building: string; units: number; amount: number }[] }>(
      `/api/state-electricity-water?building=${BUILDING}&type=E&from=${MONTH}&to=${MONTH}`,
    );
    const { loss_threshold } = await get<{ loss_threshold: number }>('/api/settings/utilities');
    const bill = bills.items.find((b) => b.building === BUILDING)!;
    expect(bill).toMatchObject(STATE);
    expect(rooms.total_usage).toBe(ROOMS.reduce((s, r) => s + r.now - r.readings[3], 0));
    const loss = bill.units - (rooms.total_usage + internal.total_usage);
    // Issue 21 §6: valued at the bill's exact price, rounded once.
    const lossAmount = valueOf(loss, { amount: bill.amount, units: bill.units });
    const lossRate = round2((loss / bill.units) * 100);
    expect(lossRate).toBeGreaterThan(loss_threshold);

    const row = page.locator(`tr.ant-table-row[data-row-key="${BUILDING}"]`);
    const cell = async (i: number) => squash(await row.locator('td').nth(i).textContent());
    await expect.poll(() => cell(1)).toBe(num(bill.units));
    expect(await cell(5)).toBe(num(rooms.total_usage));
    expect(await cell(8)).toBe(num(internal.total_usage));
    expect(await cell(9)).toBe(num(rooms.total_usage + internal.total_usage));
    expect(await cell(10)).toBe(num(loss));
    expect(await cell(11)).toBe(squash(vnd(lossAmount)));
    expect(squash(await page.getByTestId(`loss-rate-${BUILDING}`).textContent())).toBe(percent(lossRate));
    expect(squash(await page.getByTestId(`flags-${BUILDING}`).textContent())).toContain(`Thất thoát vượt ngưỡng ${percent(loss_threshold)}`);
  });

  it('shows BN 101 flagged on the electricity analysis of the month, and filters to the flagged rows', async () => {
    await open(`/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
    const fetchButton = page.getByRole('button', { name: 'Lấy dữ liệu' });
    await expect.poll(() => fetchButton.isEnabled()).toBe(true);
    const answer = page.waitForResponse(isCall('GET', '/api/electricity-consumption-analysis'));
    await fetchButton.click();
    const res = await answer;
    expect(res.status()).toBe(200);
    // The first page of rooms (issue 23 §13: pages of 50, buildings in order): BN's rooms come first.
    const { items: rows } = (await res.json()) as {
      items: { building: string; room_id: string; flag: string | null; flag_reason: string | null; consumption: number; previous_month_consumption: number }[];
    };
    const mine = rows.filter((r) => r.building === BUILDING);
    const r101 = mine.find((r) => r.room_id === '101')!;
    expect(r101).toMatchObject({
      flag: 'above_median',
      consumption: ROOMS[0].now - ROOMS[0].readings[3],
      previous_month_consumption: ROOMS[0].readings[3] - ROOMS[0].readings[2],
    });
    expect(mine.find((r) => r.room_id === '102')!.flag).toBeNull();
    await page.locator('.ant-table-row').first().waitFor();

    // The filter lives in the URL: the box turns checked once the address has changed.
    const flaggedOnly = page.getByRole('checkbox', { name: 'Chỉ dòng bất thường' });
    await flaggedOnly.click();
    await expect.poll(() => flaggedOnly.isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get('flagged')).toBe('1');
    const search = page.getByLabel('Tìm kiếm');
    await search.fill(BUILDING);
    await search.press('Enter');
    const flagged = mine.filter((r) => r.flag);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(flagged.length);
    // Every row left carries its flag; BN 101's says why it is there.
    expect(await page.locator('.ant-table-row [aria-label^="Cờ phòng "]').count()).toBe(flagged.length);
    expect(squash(await page.getByLabel(`Cờ phòng 101 toà ${BUILDING}`, { exact: true }).textContent())).toBe('Vượt trung vị 3 tháng');
    expect(await page.getByLabel(`Cờ phòng 102 toà ${BUILDING}`, { exact: true }).count()).toBe(0);
    // The reason, with its numbers, in the flag's tooltip.
    await page.getByLabel(`Cờ phòng 101 toà ${BUILDING}`, { exact: true }).hover();
    await expect.poll(async () => squash(await page.locator('.ant-tooltip-inner').last().textContent())).toBe(squash(r101.flag_reason));

    // Staff confirm the flag: the share of reviewed flags confirmed counts it.
    const reviewed = page.waitForResponse(isCall('PUT', '/api/electricity-consumption-analysis/notes'));
    await page.getByRole('button', { name: `Xác nhận cờ phòng 101 toà ${BUILDING}` }).click();
    expect((await reviewed).status()).toBe(200);
    await expect.poll(async () => squash(await page.getByLabel('Tỷ lệ cờ đã xác nhận').textContent())).toBe('1/1 cờ đã xác nhận');
  });

  it('closes an older month with the month-end job: its analysis finalized by the system, a second run writes nothing', async () => {
    const out = await runMonthEndJob(CLOSED, inject('stackEnv'));
    expect(out).toContain(`Đã đóng tháng ${CLOSED}`);
    expect(out).toContain('phân tích điện: system');
    expect(await runMonthEndJob(CLOSED, inject('stackEnv'))).toContain(`Tháng ${CLOSED} đã đóng từ trước`);

    await open(`/phan-tich-phai-thu-khach-hang-dien?month=${CLOSED}`);
    const finalize = page.getByRole('button', { name: /chốt báo cáo/i });
    await expect.poll(async () => squash(await finalize.textContent())).toBe('Đã chốt báo cáo');
    expect(await finalize.isDisabled()).toBe(true);
    await page.getByText('tự động cuối tháng', { exact: false }).waitFor();
    // The saved rows show at once (no fetch): BN 101 among them.
    await page.getByRole('button', { name: `Sửa thiết bị phòng 101 toà ${BUILDING}` }).waitFor();
  });

  it("lists the closed month's files on /bao-cao-cuoi-thang, and their signed links download the CSV with its BOM and the xlsx", async () => {
    const listed = page.waitForResponse(isCall('GET', '/api/month-end-files'));
    await open(`/bao-cao-cuoi-thang?month=${CLOSED}`);
    const res = await listed;
    expect(res.status()).toBe(200);
    const { files } = (await res.json()) as { files: { name: string; title: string; format: 'csv' | 'xlsx' }[] };
    expect(files.length).toBe(10);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(files.length);

    const csv = files.find((f) => f.name === `${CLOSED}-ptptkh-dien.csv`)!;
    const xlsx = files.find((f) => f.name === `${CLOSED}-ptptkh-dien.xlsx`)!;
    const hrefOf = (f: typeof csv) => page.getByRole('link', { name: `Tải ${f.title} (${f.format === 'xlsx' ? 'Excel' : 'CSV'})` }).getAttribute('href');
    const download = async (f: typeof csv) => {
      const r = await fetch((await hrefOf(f))!);
      expect(r.status).toBe(200);
      return Buffer.from(await r.arrayBuffer());
    };

    const text = await download(csv);
    expect([...text.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]!.startsWith('Toà,Phòng,Số người,Thiết bị,')).toBe(true);
    // BN 101 of the closed month as finalized: 100 kWh used, 2 decimals.
    const used = ROOMS[0].readings[1] - ROOMS[0].readings[0];
    expect(lines.find((l) => l.startsWith(`${BUILDING},101,`))).toMatch(new RegExp(`^${BUILDING},101,1\\.00,,.*,${used}\\.00,`));

    const book = await download(xlsx);
    expect(book.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
