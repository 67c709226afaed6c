import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { api, contentReady, isCall, M, MONTH, printWindow, squash, stepsInOrder, TODAY, tokenOf, Y } from './fixtures';

/**
 * Issue 13, "print a vehicle-card sheet": on /the-xe the vehicles of the stays running in a building
 * are listed; a card is handed to one of them, then the chosen vehicles' cards print on one A4 sheet
 * (building, room, tenant, vehicle type and plate, card number, month) — and only the chosen ones.
 *
 * Set-up through the API: two rooms of Minh Tâm let today with their vehicles. No other e2e file
 * writes to MT.
 */

const BUILDING = 'MT';
const BIKE = '59X1-123.45';
const EBIKE = '59MD-678.90';
const CARD = 'MT-0101';

describe('vehicle cards: hand one out, print the chosen cards on an A4 sheet (issue 13)', () => {
  let context: BrowserContext;
  let page: Page;

  const row = (text: string) => page.locator('.ant-table-row', { hasText: text }).first();

  stepsInOrder();

  beforeAll(async () => {
    const staff = await tokenOf('ketoan');
    const lets = [
      { room_id: '101', tenant: 'Lê Văn Xe', vehicles: [{ type: 'motorbike', plate: BIKE }, { type: 'bicycle' }] },
      { room_id: '102', tenant: 'Trần Thị Điện', vehicles: [{ type: 'electric_bike', plate: EBIKE }] },
    ];
    for (const l of lets)
      await api('POST', '/api/check-ins', staff, {
        building: BUILDING,
        room_id: l.room_id,
        contract_no: `HD-E2E-XE-${l.room_id}`,
        start_date: TODAY,
        rent: 2_500_000,
        deposit_held: 0,
        occupants: [{ name: l.tenant }],
        vehicles: l.vehicles,
        start_readings: { electricity: 100, water: 10 },
        internet: false,
      });

    context = await newContext(inject('webUrl'));
    page = await context.newPage();
    await page.goto('/login?redirect=' + encodeURIComponent(`/the-xe?building=${BUILDING}&month=${MONTH}`));
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/the-xe');
    await contentReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it("lists the running stays' vehicles, none with a card yet", async () => {
    await row(BIKE).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(3);
    expect(squash(await row(BIKE).textContent())).toContain('Lê Văn Xe');
    expect(squash(await row(EBIKE).textContent())).toContain('Chưa phát');
  });

  it('hands a card to the motorbike of room 101', async () => {
    await page.getByRole('button', { name: `Phát thẻ phòng 101 ${BIKE}` }).click();
    const form = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: 'Phát thẻ xe' }) });
    await form.getByLabel('Số thẻ', { exact: true }).fill(CARD);
    const issued = page.waitForResponse(isCall('POST', '/api/vehicle-cards'));
    await form.getByRole('button', { name: 'Phát thẻ' }).click();
    expect((await issued).status()).toBe(201);
    await expect.poll(async () => squash(await row(BIKE).textContent())).toContain(`Số ${CARD}`);
  });

  it("prints the chosen vehicles' cards on one A4 sheet, with every field of each card", async () => {
    await row(BIKE).locator('input[type=checkbox]').check();
    await row(EBIKE).locator('input[type=checkbox]').check();
    const button = page.getByRole('button', { name: /In thẻ đã chọn \(2\)/ });
    const sheet = await printWindow(page, () => button.click(), ['Thẻ gửi xe', `Số ${CARD}`, EBIKE]);
    expect(await sheet.title()).toBe(`Thẻ xe toà ${BUILDING}`);
    const css = await sheet.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n'));
    expect(css).toContain('size: A4');
    const cards = (await sheet.locator('.card').allInnerTexts()).map(squash);
    expect(cards).toHaveLength(2);
    const [bike, ebike] = [cards.find((c) => c.includes(BIKE))!, cards.find((c) => c.includes(EBIKE))!];
    for (const text of [`Nhà Minh Tâm (${BUILDING})`, `Số ${CARD}`, 'Phòng 101', 'Lê Văn Xe', 'Xe máy', `Tháng ${M}/${Y}`]) expect(bike).toContain(text);
    // No card handed out yet: a blank number to write in, the chosen month.
    for (const text of ['Số ………', 'Phòng 102', 'Trần Thị Điện', 'Xe điện', `Tháng ${M}/${Y}`]) expect(ebike).toContain(text);
    // The bicycle was not chosen: not printed.
    expect(cards.some((c) => c.includes('Xe đạp'))).toBe(false);
    await sheet.close();
  });
});
