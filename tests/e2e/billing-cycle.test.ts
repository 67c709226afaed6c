import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { api, contentReady, isCall, M, MONTH, num, printWindow, squash, stepsInOrder, tokenOf, vnd, Y } from './fixtures';
import { LAST_MONTH } from './last-month';

/**
 * Issue 10, "Browser flow in Chromium": building TT's meters read by keyboard only → the month's
 * billing run previewed and run → a rent receipt printed with its VietQR → part collected → the
 * unpaid report shows the rest → the rest collected → the room drops off the unpaid report → the
 * trial balance balanced on screen. The steps share one signed-in page and run in order.
 *
 * Set-up: two rooms of TT let from the first day of last month with last month's meters read (the
 * global setup's last-month.ts), and through the API the bank details of the wallet TT collects into.
 * No other e2e file writes to TT.
 */

const BUILDING = 'TT';
const ROOMS = LAST_MONTH.TT;
const KWH = 2_618;
const WATER_PER_PERSON = 100_000;
const billOf = (r: (typeof ROOMS)[number]) => r.rent + (r.now - r.last) * KWH + WATER_PER_PERSON;
const BILL_101 = billOf(ROOMS[0]);
const PART = 1_000_000;

describe('the monthly cycle in the browser: readings → run → receipt with QR → partial → unpaid → rest → books (issue 10)', () => {
  let context: BrowserContext;
  let page: Page;

  async function open(path: string) {
    await page.goto(path);
    await contentReady(page);
  }

  const printed = (trigger: () => Promise<unknown>, texts: string[]) => printWindow(page, trigger, texts);

  stepsInOrder();

  beforeAll(async () => {
    // The bank account TT collects into, as an admin sets it on /admin.
    await api('PUT', '/api/settings/bank-wallets', await tokenOf('admin'), {
      wallets: [{ wallet: 3, bank_name: 'Vietcombank', bin: '970436', account_no: '0071000123456', holder: 'NGUYEN THI GAM' }],
      collect: { [BUILDING]: 3 },
      version: 0,
    });

    context = await newContext(inject('webUrl'));
    page = await context.newPage();
    await page.goto('/login?redirect=' + encodeURIComponent(`/bang-so-dien?building=${BUILDING}&month=${MONTH}`));
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/bang-so-dien');
    await contentReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it("enters TT's electricity readings with the keyboard alone and saves them", async () => {
    const first = page.getByLabel(`Chỉ số phòng ${ROOMS[0].room_id}`);
    await first.waitFor();
    await first.click();
    for (const r of ROOMS) {
      await page.keyboard.type(String(r.now));
      await expect.poll(async () => squash(await page.getByTestId(`usage-${r.room_id}`).textContent())).toBe(String(r.now - r.last));
      await page.keyboard.press('Enter');
    }
    // The focus moved on to the next room each time; the rest of the building stays empty (vacant).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chỉ số phòng 103');
    const saved = page.waitForResponse(isCall('POST', '/api/bills/electric-water-count'));
    // Down to the save button by keyboard: Enter on the last room's box goes there.
    const rooms = await page.locator('input[aria-label^="Chỉ số phòng "]').count();
    for (let i = 2; i < rooms; i++) await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Lưu bảng số');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
  });

  it('previews the run of TT for this month, runs it and lists both bills', async () => {
    await open(`/bang-tinh-tien?building=${BUILDING}&month=${MONTH}`);
    const run = page.getByRole('button', { name: /^Tính tiền \(2 phòng\)$/ });
    await run.waitFor();
    for (const r of ROOMS) expect(squash(await page.locator('.ant-table-row', { hasText: r.room_id }).first().textContent())).toContain(squash(vnd(billOf(r))));
    const done = page.waitForResponse(isCall('POST', '/api/payments'));
    await run.click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Tính tiền' }).click();
    expect((await done).status()).toBe(200);
    await page.getByRole('button', { name: 'In hoá đơn (2)' }).waitFor();
  });

  /** Chooses the room on the rent receipt form, waits for what it owes (and the QR for it) to show. */
  async function chooseRoom(roomId: string, owed: number) {
    await page.locator('.ant-select-selector', { has: page.getByRole('combobox', { name: 'Phòng', exact: true }) }).click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${roomId}\\b`) })
      .first()
      .click();
    await page
      .getByLabel(`Phòng ${roomId} còn nợ`)
      .getByText(squash(vnd(owed)))
      .first()
      .waitFor();
    await page.getByLabel('Mã VietQR phòng còn nợ').waitFor();
    await expect.poll(() => page.getByLabel('Số tiền thu').inputValue()).toBe(num(owed));
  }

  it('collects part of TT 101 and prints the A5 receipt with the VietQR of what is still owed', async () => {
    await open(`/phieu-thu-tien-phong?building=${BUILDING}`);
    await chooseRoom(ROOMS[0].room_id, BILL_101);
    await page.getByLabel('Số tiền thu').fill(String(PART));
    const answer = page.waitForResponse(isCall('POST', '/api/receipt-rooms'));
    const slip = await printed(() => page.getByRole('button', { name: 'Lưu và in phiếu' }).click(), ['PHIẾU THU TIỀN PHÒNG', 'Một triệu đồng']);
    expect((await answer).status()).toBe(201);
    expect(squash(await slip.locator('body').innerText())).toContain(squash(vnd(BILL_101 - PART)));
    // The QR image of the rest is on the slip, drawn as an SVG.
    const qr = slip.getByRole('img', { name: 'Mã VietQR chuyển khoản' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(squash(await slip.locator('body').innerText())).toContain(`${BUILDING}${ROOMS[0].room_id} T${M}${Y.slice(2)}`);
    await slip.close();
  });

  it('shows the rest of TT 101 (and all of 102) on the unpaid rent report', async () => {
    await open(`/bao-cao-tien-phong-chua-thu?building=${BUILDING}&month=${MONTH}`);
    const row = page.locator('.ant-table-row', { hasText: ROOMS[0].room_id }).first();
    await row.waitFor();
    expect(squash(await row.textContent())).toContain(squash(vnd(BILL_101 - PART)));
    expect(squash(await page.locator('.ant-table-row', { hasText: ROOMS[1].room_id }).first().textContent())).toContain(squash(vnd(billOf(ROOMS[1]))));
  });

  it('collects the rest of TT 101: the receipt says nothing is owed and prints no QR', async () => {
    await open(`/phieu-thu-tien-phong?building=${BUILDING}`);
    await chooseRoom(ROOMS[0].room_id, BILL_101 - PART);
    const answer = page.waitForResponse(isCall('POST', '/api/receipt-rooms'));
    const slip = await printed(() => page.getByRole('button', { name: 'Lưu và in phiếu' }).click(), ['PHIẾU THU TIỀN PHÒNG', 'Không còn nợ']);
    expect((await answer).status()).toBe(201);
    expect(await slip.getByRole('img', { name: 'Mã VietQR chuyển khoản' }).count()).toBe(0);
    await slip.close();
  });

  it('drops TT 101 from the unpaid report; the trial balance of TT is balanced on screen', async () => {
    await open(`/bao-cao-tien-phong-chua-thu?building=${BUILDING}&month=${MONTH}`);
    await page.locator('.ant-table-row', { hasText: ROOMS[1].room_id }).first().waitFor();
    expect(
      await page
        .locator('.ant-table-row')
        .filter({ has: page.locator('td', { hasText: new RegExp(`^${ROOMS[0].room_id}$`) }) })
        .count(),
    ).toBe(0);

    await open(`/tb?building=${BUILDING}&month=${MONTH}`);
    const tag = page.getByTestId('balance-tag');
    await tag.waitFor();
    expect(squash(await tag.textContent())).toBe('Cân đối');
    // 1311 took both bills and gave back what 101 paid; 5111 holds the two bills.
    const cells = async (account: string) => {
      const row = page.locator('.ant-table-row').filter({ has: page.getByRole('link', { name: account, exact: true }) });
      await row.waitFor();
      return (await row.locator('td').allTextContents()).map(squash);
    };
    const billed = BILL_101 + billOf(ROOMS[1]);
    expect((await cells('1311')).slice(4, 6)).toEqual([num(billed), num(BILL_101)]);
    expect((await cells('5111')).slice(4, 6)).toEqual(['', num(billed)]);
  });
});
