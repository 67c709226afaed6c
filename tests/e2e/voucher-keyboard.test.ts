import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { api, contentReady, isCall, squash, stepsInOrder, tokenOf } from './fixtures';
import { BUILDINGS } from '../../shared/catalog/buildings';
import { WALK_IN } from '../../shared/catalog/deposits';

/**
 * Issue 23 §1, in Chromium: a deposit taken by keyboard alone. Enter in a field moves to the next one
 * and never saves (a typed date + Enter once saved a deposit and printed its cash voucher); a select
 * takes typed text ("GB" + Enter picks GB, not the default BN); a refused save puts focus on the first
 * refused field; Ctrl+Enter saves once and focus goes back to the first field for the next slip.
 *
 * It saves one deposit in building BN (a room the form offers as free); the other e2e files do not
 * read BN's deposits.
 */

const now = new Date();
const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(d);
const vnDay = (d: Date) => ymd(d).split('-').reverse().join('-');
const MOVE_IN = new Date(now.getTime() + 7 * 86_400_000);

describe('a deposit by keyboard: Enter moves, Ctrl+Enter saves once (issue 23 §1)', () => {
  let context: BrowserContext;
  let page: Page;
  /** Every POST /api/deposits the page sends. */
  const posts: string[] = [];

  stepsInOrder();

  /** Whether the field named `label` (its aria-label, or its form label) has the focus. */
  const focused = (label: string) =>
    page.evaluate((l) => {
      const el = document.activeElement;
      if (!el || el === document.body) return false;
      return el.getAttribute('aria-label') === l || Boolean(el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() === l);
    }, label);
  const selectedIn = (label: string) => page.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) }).locator('.ant-select-selection-item');
  const press = async (key: string) => {
    await page.keyboard.press(key);
    // Let the form react (a dropdown close, a focus move) before the next key.
    await page.waitForTimeout(150);
  };

  beforeAll(async () => {
    context = await newContext(inject('webUrl'), { width: 1440, height: 900 });
    page = await context.newPage();
    // The saved slip opens its print window: close it, the test reads the answer instead.
    context.on('page', (p) => void p.close());
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/deposits') posts.push(r.url());
    });
    await page.goto('/login?redirect=' + encodeURIComponent('/bao-cao-nhan-coc'));
    await login(page, 'ketoan');
    await page.waitForURL((u) => u.pathname === '/bao-cao-nhan-coc');
    await contentReady(page);
    await page.getByRole('combobox', { name: 'Phòng', exact: true }).waitFor();
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it('takes a building typed into its select: "GB" + Enter is GB, "BN" + Enter is BN again', async () => {
    expect(squash(await selectedIn('Toà nhà').textContent())).toContain('BN');
    await page.getByRole('combobox', { name: 'Toà nhà của phiếu' }).focus();
    // At typing speed: the keys follow each other as a person's do, Enter right after the text.
    await page.keyboard.type('GB');
    await press('Enter');
    await expect.poll(async () => squash(await selectedIn('Toà nhà').textContent())).toContain('GB');
    await page.keyboard.type('BN');
    await press('Enter');
    await expect.poll(async () => squash(await selectedIn('Toà nhà').textContent())).toContain('BN');
    expect(posts).toEqual([]);
  });

  it('picks a free room from its list by keyboard, and Enter then moves on to the customer name', async () => {
    await press('Enter'); // the building is chosen: Enter moves to the room
    await expect.poll(() => focused('Phòng')).toBe(true);
    await press('ArrowDown');
    await press('Enter');
    await expect.poll(async () => squash(await selectedIn('Phòng').textContent())).not.toBe('');
    await press('Enter');
    await expect.poll(() => focused('Họ tên khách')).toBe(true);
    expect(posts).toEqual([]);
  });

  it('refuses Ctrl+Enter on an unfinished slip without sending it, focus on the first refused field', async () => {
    await page.getByLabel('Số điện thoại', { exact: true }).focus();
    await press('Control+Enter');
    await expect.poll(() => focused('Họ tên khách')).toBe(true);
    expect(posts).toEqual([]);
  });

  it('fills the slip by typing and Enter, a typed date included, without saving anything', async () => {
    await page.keyboard.type('Phạm Bàn Phím');
    await press('Enter');
    await expect.poll(() => focused('Số điện thoại')).toBe(true);
    await page.keyboard.type('0987654321');
    await press('Enter');
    await expect.poll(() => focused('Số CCCD / hộ chiếu')).toBe(true);
    await press('Enter');
    await expect.poll(() => focused('Người dẫn phòng')).toBe(true);
    // A walk-in, typed without accents.
    await page.keyboard.type('khach tu');
    await press('Enter');
    await expect.poll(async () => squash(await selectedIn('Người dẫn phòng').textContent())).toBe('Khách tự đến');
    await press('Enter');
    await expect.poll(() => focused('Tiền cọc thoả thuận')).toBe(true);
    await page.keyboard.type('2500000');
    await press('Enter');
    await expect.poll(() => focused('Số tiền đã nhận')).toBe(true);
    await page.keyboard.type('2500000');
    await press('Enter');
    await expect.poll(() => focused('Ví nhận tiền')).toBe(true);
    await press('Enter');
    await expect.poll(() => focused('Ngày cọc')).toBe(true);
    await press('Enter');
    await expect.poll(() => focused('Ngày dự kiến vào ở')).toBe(true);
    // The trap of the issue: a date typed, then Enter. The picker takes the day and focus moves on.
    // Typed after a person's glance at the field: keys typed in the very instant focus lands may be
    // overwritten by rc-picker resetting its text as it activates (seen once here as "-12-2026").
    await page.waitForTimeout(300);
    await page.keyboard.type(vnDay(MOVE_IN));
    await press('Enter');
    await expect.poll(() => page.getByLabel('Ngày dự kiến vào ở').inputValue()).toBe(vnDay(MOVE_IN));
    // On to the notes (a text area, where Enter is a new line); nothing was sent.
    await expect.poll(() => focused('Ghi chú')).toBe(true);
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
  });

  it('puts focus on the field the server refused (the room, deposited meanwhile by someone else), and saves nothing', async () => {
    const room_id = squash(await selectedIn('Phòng').textContent()).split(' ')[0]!;
    const token = await tokenOf('ketoan');
    // Another accountant takes a deposit on the same room while this slip is being typed.
    const other = (await api('POST', '/api/deposits', token, {
      building: 'BN',
      room_id,
      customer_name: 'Khách Nhanh Tay',
      phone: '0900000001',
      amount_agreed: 1_000_000,
      amount_paid: 1_000_000,
      wallet: BUILDINGS.find((b) => b.code === 'BN')!.cashWalletId,
      agent_user_id: WALK_IN,
      date: ymd(now),
      expected_move_in_date: ymd(MOVE_IN),
    })) as { id: string };
    await page.getByLabel('Số tiền đã nhận', { exact: true }).focus();
    const refused = page.waitForResponse(isCall('POST', '/api/deposits'));
    await press('Control+Enter');
    expect((await refused).status()).toBe(409);
    // The error dialog says why and holds focus; closed by keyboard, it hands focus to the refused field.
    const dialog = page.locator('.ant-modal-confirm', { hasText: 'không thể nhận cọc' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Đóng');
    await press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused('Phòng')).toBe(true);
    // The other slip is withdrawn (entered by mistake): the room is free again for this one.
    await api('POST', '/api/deposits/delete', token, { id: other.id, reason: 'Nhập nhầm' });
    posts.splice(0);
  });

  it('saves once on Ctrl+Enter (pressed twice), then focus is back on the first field for the next slip', async () => {
    const answer = page.waitForResponse(isCall('POST', '/api/deposits'));
    await page.keyboard.press('Control+Enter');
    await page.keyboard.press('Control+Enter');
    const res = await answer;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({ building: 'BN', customer_name: 'Phạm Bàn Phím', amount_paid: 2_500_000, expected_move_in_date: ymd(MOVE_IN) });
    await page.waitForTimeout(1_000);
    expect(posts).toHaveLength(1);
    await expect.poll(() => page.getByRole('combobox', { name: 'Toà nhà của phiếu' }).evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
