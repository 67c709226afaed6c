import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { api, contentReady, isCall, MONTH, printWindow, squash, stepsInOrder, TODAY, tokenOf, vnd } from './fixtures';

/**
 * Issue 13, "Browser flow": a repair is reported on /phieu-sua-chua-va-cham-cong → a repairman's
 * timesheet works on it → his month is paid from the building's cash box (one expense voucher, its
 * 02-TT slip printed) → the expense shows in the cash book (/so-tien-mat, against 8111) and in the
 * general journal (Nợ 8111 / Có 1115).
 *
 * Set-up through the API: a repairman, and money in Minh An's cash box (wallet 10) so the payment
 * passes the cash floor. No other e2e file moves wallet 10 (the departed-debt flow lets MA 301/302 and
 * collects into the bank wallet 2).
 */

const BUILDING = 'MA';
const WALLET = 10;
const ROOM = '201';
const FUNDS = 5_000_000;
const MAN = 'Thợ Duyệt Web';
const WORK = 'Thay vòi sen bị gãy (e2e)';
const WAGE = 600_000; // 1.5 days × 400,000
const MATERIALS = 150_000;
const PAID = WAGE + MATERIALS;

describe('report a repair → timesheet → pay from the cash box → the cash book and the journal show the expense (issue 13)', () => {
  let context: BrowserContext;
  let page: Page;
  let slipNo = '';
  let bookBefore: { closing: number };
  const range = `from=${MONTH}-01&to=${TODAY}`;

  async function open(path: string) {
    await page.goto(path);
    await contentReady(page);
  }
  const modal = (title: string) => page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });
  async function choose(scope: ReturnType<Page['locator']>, label: string, option: string) {
    await scope.locator('.ant-select-selector', { has: page.getByRole('combobox', { name: label, exact: true }) }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
  }

  stepsInOrder();

  beforeAll(async () => {
    const staff = await tokenOf('ketoan');
    await api('POST', '/api/repairman', staff, { name: MAN, phone: '0903555777', daily_wage: 400_000, active: true });
    await api('POST', '/api/receipt-cash', staff, {
      building: BUILDING,
      date: TODAY,
      wallet: WALLET,
      amount: FUNDS,
      account_key: 'equity',
      payer: 'Chủ nhà',
      note: 'Quỹ sửa chữa',
    });
    bookBefore = (await api('GET', `/api/books/wallet?wallet=${WALLET}&${range}`, staff)) as { closing: number };

    context = await newContext(inject('webUrl'));
    page = await context.newPage();
    await page.goto('/login?redirect=' + encodeURIComponent(`/phieu-sua-chua-va-cham-cong?building=${BUILDING}&${range}&month=${MONTH}`));
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/phieu-sua-chua-va-cham-cong');
    await contentReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it('reports the repair of a room: it is listed as not repaired', async () => {
    await page.getByRole('button', { name: /Báo sửa chữa/ }).click();
    const form = modal(`Báo sửa chữa – toà ${BUILDING}`);
    await form.getByLabel('Phòng', { exact: true }).fill(ROOM);
    await form.getByLabel('Nội dung cần sửa', { exact: true }).fill(WORK);
    await form.getByLabel('Người báo', { exact: true }).fill(`Khách phòng ${ROOM}`);
    const created = page.waitForResponse(isCall('POST', '/api/repair-request'));
    await form.getByRole('button', { name: 'Lưu' }).click();
    expect((await created).status()).toBe(201);
    const row = page.locator('.ant-table-row', { hasText: WORK });
    await row.waitFor();
    expect(squash(await row.textContent())).toContain('Chưa sửa');
  });

  it('writes the timesheet: the wage proposed from the days, the request linked and moved to "Đã chấm công"', async () => {
    await page.getByRole('tab', { name: 'Chấm công', exact: true }).click();
    await page.getByRole('button', { name: /^plus Chấm công$|^Chấm công$/ }).click();
    const form = modal(`Chấm công – toà ${BUILDING}`);
    await choose(form, 'Thợ sửa chữa', MAN);
    await form.getByLabel('Số ngày công', { exact: true }).fill('1.5');
    await form.getByLabel('Số ngày công', { exact: true }).blur();
    await expect.poll(async () => form.getByLabel('Tiền công', { exact: true }).inputValue()).toBe('600.000');
    await form.getByLabel('Tiền vật tư', { exact: true }).fill(String(MATERIALS));
    await choose(form, 'Phiếu sửa chữa đã làm', WORK);
    const created = page.waitForResponse(isCall('POST', '/api/repair-timesheet'));
    await form.getByRole('button', { name: 'Lưu' }).click();
    expect((await created).status()).toBe(201);
    await form.waitFor({ state: 'detached' });
    const row = page.locator('.ant-table-row', { hasText: MAN });
    await row.waitFor();
    expect(squash(await row.textContent())).toContain(squash(vnd(PAID)));
    await page.getByRole('tab', { name: 'Phiếu sửa chữa', exact: true }).click();
    await expect.poll(async () => squash(await page.locator('.ant-table-row', { hasText: WORK }).textContent())).toContain('Đã chấm công');
  });

  it("pays the repairman's month from the cash box and prints the 02-TT expense slip", async () => {
    await page.getByRole('tab', { name: 'Tổng tiền tháng', exact: true }).click();
    await page.getByRole('button', { name: `Thanh toán ${MAN}` }).click();
    const form = modal(`Thanh toán sửa chữa – ${MAN}`);
    expect(squash(await form.textContent())).toContain(squash(vnd(PAID)));
    const paid = page.waitForResponse(isCall('POST', '/api/repair-timesheet/pay'));
    const slip = await printWindow(page, () => form.getByRole('button', { name: 'Thanh toán' }).click(), ['PHIẾU CHI', MAN]);
    const answer = await paid;
    expect(answer.status()).toBe(201);
    const payment = (await answer.json()) as { slip_no: string; amount: number; wallet: number };
    expect(payment).toMatchObject({ amount: PAID, wallet: WALLET });
    slipNo = payment.slip_no;
    expect(slipNo).toMatch(new RegExp(`^SC${BUILDING}\\d{4}-\\d{3}$`));
    const text = squash(await slip.locator('body').textContent());
    expect(text).toContain(slipNo);
    expect(text).toContain('8111');
    expect(text).toContain('1115');
    await slip.close();
  });

  it('the cash book shows the expense against 8111 and closes lower by it', async () => {
    await open(`/so-tien-mat?wallet=${WALLET}&${range}`);
    const row = page.locator('.ant-table-row', { hasText: slipNo }).first();
    await row.waitFor();
    const cells = squash(await row.textContent());
    expect(cells).toContain('8111');
    expect(cells).toContain(squash(vnd(PAID)));
    const closing = page.locator('.ant-table-row', { hasText: 'Số dư cuối kỳ' });
    await expect.poll(async () => squash(await closing.textContent())).toContain(squash(vnd(bookBefore.closing - PAID)));
  });

  it('the general journal carries the voucher: Nợ 8111 (the repairman) / Có 1115', async () => {
    await open(`/nhat-ky-chung?building=${BUILDING}&${range}&size=all`);
    const rows = page.locator('.ant-table-row', { hasText: slipNo });
    await rows.first().waitFor();
    const texts = (await rows.allTextContents()).map(squash);
    expect(texts.some((t) => t.includes('8111') && t.includes(MAN))).toBe(true);
    expect(texts.some((t) => t.includes('1115'))).toBe(true);
    expect(texts.every((t) => t.includes(squash(vnd(PAID))) || t.includes(squash(vnd(PAID)).replace(/\s*₫$/, '')))).toBe(true);
  });
});
