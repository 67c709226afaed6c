import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, login, newContext } from './browser';
import { contentReady, isCall, num, printWindow, squash, stepsInOrder, vnd } from './fixtures';

/**
 * Issue 4, "Browser flow in Chromium": one room of building GB goes empty → deposit → check-in →
 * notice → check-out → refund paid → empty, through the screens staff use, and the room board, the
 * general journal and the trial balance show each step. The steps share one signed-in page and run
 * in order; each needs the one before it.
 *
 * The e2e stack is fresh and seeded (global setup), and the other e2e files never post anything, so
 * building GB holds only this flow's postings: the amounts on the journal and the trial balance are
 * exact.
 */

const BUILDING = 'GB';
const ROOM = '305';
const LABEL = `${ROOM} (${BUILDING})`;
const CUSTOMER = 'Đỗ Thị Vòng Đời';
const PHONE = '0912345678';
const AMOUNT = 3_000_000;
const AMOUNT_WORDS = 'Ba triệu đồng';
const CASH = 'Tiền mặt GB';
const READINGS = { start: { electricity: 1000, water: 200 }, final: { electricity: 1050, water: 205 } };
/** 50 kWh at 2,618 đ (shared/catalog/prices.ts); leaving the day of arrival: no rent, per-person water over 0 days. */
const BILL = 50 * 2_618;
const REFUND = AMOUNT - BILL;
const REFUND_WORDS = 'Hai triệu tám trăm sáu mươi chín nghìn một trăm đồng';

/** Today as the browser (Asia/Ho_Chi_Minh) and the forms see it. */
const now = new Date();
const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(d);
const TODAY = ymd(now);
const [Y, M, D] = TODAY.split('-') as [string, string, string];
const TODAY_VN = `${D}-${M}-${Y}`;
const IN_30_DAYS = ymd(new Date(now.getTime() + 30 * 86_400_000));
const FIRST_OF_MONTH = `${Y}-${M}-01`;

describe('room lifecycle in the browser: deposit → check-in → notice → check-out → refund (issue 4)', () => {
  let context: BrowserContext;
  let page: Page;
  /** Set by the deposit step, read by the later ones. */
  let slipNo = '';
  let contractNo = '';

  /** A full page load of a screen of the signed-in app, past the start-up spinner. */
  async function open(path: string) {
    await page.goto(path);
    await contentReady(page);
  }

  /**
   * Picks an option of an antd Select (found by its label) in the open dropdown, typing `search` first
   * in a searchable one (the list is virtual: options far down are not rendered until then); returns
   * the option's text once the dropdown has closed, so the next pick sees only its own dropdown.
   * (Dropdowns are not told apart by id: under the e2e stack's NODE_ENV=test, rc-select gives every
   * select the same one.)
   */
  async function choose(label: string, option?: string | RegExp, search?: string): Promise<string> {
    const box = page.getByRole('combobox', { name: label, exact: true });
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect.poll(() => dropdown.count()).toBe(0);
    // Its selector, not the input: a chosen value lies over the input of a select without search.
    await page.locator('.ant-select-selector', { has: box }).click();
    if (search !== undefined) await box.fill(search);
    const options = dropdown.locator('.ant-select-item-option');
    const item = (option === undefined ? options : options.filter({ hasText: option })).first();
    const text = squash(await item.textContent());
    await item.click();
    await expect.poll(() => dropdown.count()).toBe(0);
    return text;
  }

  /** The value an antd Select shows, found by its form item's label. */
  const selected = (label: string) => page.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) }).locator('.ant-select-selection-item');

  /** Clicks `trigger`, takes the print window it opens, checks it says every `texts`, and closes it. */
  async function printed(trigger: () => Promise<unknown>, texts: string[]): Promise<string> {
    const win = await printWindow(page, trigger, texts);
    const body = squash(await win.locator('body').innerText());
    await win.close();
    return body;
  }

  /** The tile of GB 305 on the room board, with its status as the tile carries it. */
  async function boardShows(status: number, label: string) {
    await open(`/theo-doi-tinh-trang-phong?building=${BUILDING}`);
    const tile = page.getByRole('link', { name: `Phòng ${ROOM}: ${label}`, exact: true });
    await tile.waitFor();
    expect(await tile.getAttribute('data-status')).toBe(String(status));
    expect(squash(await tile.textContent())).toContain(ROOM);
    // The legend counts what the tiles show.
    const tiles = await page.locator(`a.room-tile[data-status="${status}"]`).count();
    expect(tiles).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId(`count-${status}`).textContent()).toBe(String(tiles));
  }

  stepsInOrder();

  beforeAll(async () => {
    context = await newContext(inject('webUrl'));
    page = await context.newPage();
    await page.goto('/login?redirect=' + encodeURIComponent(`/bao-cao-nhan-coc?building=${BUILDING}`));
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/bao-cao-nhan-coc');
    await contentReady(page);
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it('takes a deposit on GB 305 and prints its A5 slip with the amount in words', async () => {
    await page.getByRole('combobox', { name: 'Phòng', exact: true }).waitFor();
    expect(squash(await selected('Toà nhà').textContent())).toContain(BUILDING);
    await choose('Phòng', new RegExp(`^${ROOM} ·`), ROOM);
    await page.getByLabel('Họ tên khách').fill(CUSTOMER);
    await page.getByLabel('Số điện thoại', { exact: true }).fill(PHONE);
    // A guard by name: the first option is 'Khách tự đến' (a walk-in, no commission).
    const agent = await choose('Người dẫn phòng', 'Trần Văn Bảo');
    expect(agent).not.toBe('');
    await page.getByLabel('Tiền cọc thoả thuận').fill(String(AMOUNT));
    await page.getByLabel('Số tiền đã nhận').fill(String(AMOUNT));
    await page.getByText(AMOUNT_WORDS, { exact: true }).waitFor();
    expect(squash(await selected('Ví nhận tiền').textContent())).toBe(CASH);
    expect(await page.getByLabel('Ngày cọc').inputValue()).toBe(TODAY_VN);
    // The expected move-in date has no default: "Hôm nay" in its calendar (Enter in the form would submit it).
    const moveIn = page.getByLabel('Ngày dự kiến vào ở');
    await moveIn.click();
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').getByText('Hôm nay', { exact: true }).click();
    await expect.poll(() => moveIn.inputValue()).toBe(TODAY_VN);

    const answer = page.waitForResponse(isCall('POST', '/api/deposits'));
    const slip = await printed(() => page.getByRole('button', { name: 'Lưu và in phiếu' }).click(), ['PHIẾU NHẬN CỌC GIỮ PHÒNG', AMOUNT_WORDS]);
    const res = await answer;
    expect(res.status()).toBe(201);
    const deposit = (await res.json()) as { slip_no: string; amount_paid: number; date: string; agent_name: string };
    slipNo = deposit.slip_no;
    expect(slipNo).toMatch(new RegExp(`^C${BUILDING}${Y.slice(2)}${M}-\\d{3,}$`));
    expect(deposit).toMatchObject({ amount_paid: AMOUNT, date: TODAY, agent_name: agent });

    expect(slip).toContain(`Số: ${slipNo}`);
    expect(slip).toContain(CUSTOMER);
    expect(slip).toContain(squash(vnd(AMOUNT)));
    expect(slip).toContain(`Số tiền đã nhận bằng chữ: ${AMOUNT_WORDS}`);
    expect(slip).toContain(`Hình thức nhận: ${CASH}`);

    await page.getByText(`Đã nhận cọc ${slipNo} phòng ${ROOM} (${BUILDING})`).waitFor();
    // Today's slip book lists it, holding the room.
    const row = page.locator('.ant-table-row', { hasText: slipNo });
    await row.waitFor();
    expect(squash(await row.textContent())).toContain('Đang giữ phòng');
  });

  it('shows GB 305 as deposited on the room board', async () => {
    await boardShows(1, 'Đã cọc, chưa vào ở');
  });

  it('checks GB 305 in with its deposit preselected', async () => {
    await open(`/phieu-thong-tin-nhan-phong?building=${BUILDING}&room=${ROOM}`);
    // The room's only active deposit is chosen, and its money and customer fill the form.
    await selected('Phiếu cọc').filter({ hasText: slipNo }).waitFor();
    expect(squash(await selected('Phòng').textContent())).toMatch(new RegExp(`^${ROOM} ·`));
    await expect.poll(() => page.getByLabel('Họ tên người ở 1').inputValue()).toBe(CUSTOMER);
    expect(await page.getByLabel('Số điện thoại người ở 1').inputValue()).toBe(PHONE);
    await expect.poll(() => page.getByLabel('Tiền cọc giữ').inputValue()).toBe(num(AMOUNT));
    // Nothing more to collect: the deposit already holds it all, so no wallet is asked.
    expect(await page.getByRole('combobox', { name: 'Ví nhận tiền cọc' }).count()).toBe(0);
    expect(await page.getByLabel('Ngày nhận phòng').inputValue()).toBe(TODAY_VN);
    contractNo = await page.getByLabel('Số hợp đồng').inputValue();
    expect(contractNo).toBe(`${BUILDING}-${ROOM}-${Y.slice(2)}${M}${D}`);
    await page.getByLabel('Chỉ số điện đầu').fill(String(READINGS.start.electricity));
    await page.getByLabel('Chỉ số nước đầu').fill(String(READINGS.start.water));

    const answer = page.waitForResponse(isCall('POST', '/api/check-ins'));
    const slip = await printed(() => page.getByRole('button', { name: 'Lưu và in phiếu' }).click(), ['PHIẾU THÔNG TIN NHẬN PHÒNG', contractNo]);
    const res = await answer;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({
      building: BUILDING,
      room_id: ROOM,
      contract_no: contractNo,
      deposit_held: AMOUNT,
      deposit_top_up: 0,
      status: 'active',
    });
    expect(slip).toContain(CUSTOMER);
    expect(slip).toContain(slipNo);

    await page.getByText(`Đã nhận phòng ${ROOM} (${BUILDING}), hợp đồng ${contractNo}`).waitFor();
    const row = page.locator('.ant-table-row', { hasText: contractNo });
    await row.waitFor();
    expect(squash(await row.textContent())).toContain('Đang ở');
  });

  it('records the notice on GB 305 (leaving in 30 days) and the board shows it', async () => {
    await open(`/phieu-bao-tra-phong?building=${BUILDING}`);
    await choose('Phòng đang ở', new RegExp(`^${ROOM} ·`), ROOM);
    await page.getByText(`Khách: ${CUSTOMER} · HĐ ${contractNo} · báo trước 30 ngày`).waitFor();
    expect(await page.getByLabel('Ngày báo trả', { exact: true }).inputValue()).toBe(TODAY_VN);
    const [ly, lm, ld] = IN_30_DAYS.split('-');
    expect(await page.getByLabel('Ngày dự kiến trả phòng').inputValue()).toBe(`${ld}-${lm}-${ly}`);
    await page.getByText('Báo trước 30 ngày', { exact: true }).waitFor();

    const answer = page.waitForResponse(isCall('POST', '/api/room-states/update'));
    await printed(() => page.getByRole('button', { name: 'Lưu và in phiếu báo trả' }).click(), ['PHIẾU BÁO TRẢ PHÒNG', CUSTOMER]);
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      room: { building: BUILDING, room_id: ROOM, status: 3 },
      notice: { date: TODAY, expected_leave_date: IN_30_DAYS },
    });

    // The list of rooms under notice has it, leaving in 30 days.
    const row = page.locator('.ant-table-row', { hasText: 'Đã báo trả phòng' }).filter({ hasText: ROOM });
    await row.waitFor();
    expect(squash(await row.textContent())).toContain('còn 30 ngày');

    await boardShows(3, 'Đã báo trả phòng');
  });

  it('checks GB 305 out today with the forfeit waived, and shows the refund', async () => {
    await open(`/bang-tinh-tien-tra-coc?building=${BUILDING}&room=${ROOM}`);
    // The running stay is found and the room's notice prefills the notice date.
    await page.locator('.ant-descriptions').getByText(contractNo, { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Ngày báo trả', { exact: true }).inputValue()).toBe(TODAY_VN);
    expect(await page.getByLabel('Ngày trả phòng').inputValue()).toBe(TODAY_VN);
    // Leaving today after notice today is 0 of 30 days: the deposit would be lost unless waived.
    await page.getByText('Báo trước 0 ngày / hợp đồng 30 ngày: báo trước không đủ, tiền cọc còn lại bị mất').waitFor();
    await page.getByLabel('Miễn mất cọc').check();
    await page.getByLabel('Lý do miễn mất cọc').fill('Chủ nhà đồng ý cho trả sớm');
    await page.getByText('Báo trước 0 ngày / hợp đồng 30 ngày: được miễn mất cọc').waitFor();
    await page.getByLabel('Chỉ số điện cuối').fill(String(READINGS.final.electricity));
    await page.getByLabel('Chỉ số nước cuối').fill(String(READINGS.final.water));

    const answer = page.waitForResponse(isCall('POST', '/api/check-outs'));
    await page.getByRole('button', { name: 'Tính tiền và trả phòng' }).click();
    const res = await answer;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({ room_id: ROOM, contract_no: contractNo, refund: REFUND, forfeited: 0, receivable: 0, status: 'done' });

    await page.getByText(`Đã trả phòng ${ROOM} (${BUILDING}), hoàn trả ${vnd(REFUND)}`).waitFor();
    const result = page.getByLabel(`Bảng tính trả cọc ${ROOM}`).first();
    await result.waitFor();
    const shown = squash(await result.textContent());
    expect(shown).toContain(`Tiền điện`);
    expect(shown).toContain(squash(vnd(BILL)));
    expect(shown).toContain(`Hoàn trả khách ${squash(vnd(REFUND))} (${REFUND_WORDS})`);

    // The calculation prints on A4 with the same refund.
    const sheet = await printed(() => page.getByRole('button', { name: 'In bảng tính (A4)' }).click(), ['BẢNG TÍNH TIỀN TRẢ CỌC']);
    expect(sheet).toContain(squash(vnd(REFUND)));
  });

  it('lists the pending refund of GB 305 and pays it from the GB cash box', async () => {
    await open(`/bao-cao-tra-coc?building=${BUILDING}&from=${FIRST_OF_MONTH}&to=${TODAY}`);
    const pending = page.locator('.ant-table-row', { hasText: contractNo });
    await pending.waitFor();
    const text = squash(await pending.textContent());
    expect(text).toContain(CUSTOMER);
    expect(text).toContain(squash(vnd(REFUND)));
    expect(text).toContain('Chờ trả cọc');

    await page.getByRole('button', { name: `Trả cọc ${contractNo}` }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'Trả cọc cho khách' });
    await modal.waitFor();
    expect(squash(await modal.textContent())).toContain(squash(vnd(REFUND)));
    expect(squash(await selected('Chi từ ví').textContent())).toBe(CASH);
    expect(await modal.getByLabel('Ngày chi').inputValue()).toBe(TODAY_VN);

    const answer = page.waitForResponse(isCall('POST', '/api/return-deposits/update-return-deposit'));
    const slip = await printed(() => modal.getByRole('button', { name: 'Xác nhận đã trả cọc' }).click(), ['PHIẾU CHI TRẢ CỌC', REFUND_WORDS]);
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'returned', amount: REFUND, returned_date: TODAY });
    expect(slip).toContain(`Hình thức chi: ${CASH}`);
    await modal.waitFor({ state: 'hidden' });

    // Paid: it leaves the pending list and shows among the returned ones.
    await pending.waitFor({ state: 'detached' });
    await choose('Trạng thái trả cọc', 'Đã trả cọc');
    const returned = page.locator('.ant-table-row', { hasText: contractNo });
    await returned.waitFor();
    const done = squash(await returned.textContent());
    expect(done).toContain('Đã trả cọc');
    expect(done).toContain(CASH);
    expect(done).toContain(TODAY_VN);
  });

  it('shows GB 305 empty again on the room board', async () => {
    await boardShows(0, 'Phòng trống');
  });

  it("shows the flow's lines in today's general journal of GB, balanced", async () => {
    const q = new URLSearchParams({ building: BUILDING, from: TODAY, to: TODAY, q: LABEL, size: 'all' });
    await open(`/nhat-ky-chung?${q.toString()}`);
    const tag = page.getByTestId('balance-tag');
    await tag.waitFor();
    expect(squash(await tag.textContent())).toBe('Cân đối: Σ Nợ = Σ Có');

    const rows = page.locator('.ant-table-row');
    /** The journal line (a table row) on `account` whose text has `text`. */
    const line = (account: string, text: string) => rows.filter({ has: page.getByRole('cell', { name: account, exact: true }) }).filter({ hasText: text });
    const amountOf = async (account: string, text: string) => squash(await line(account, text).first().textContent());

    // Deposit: Dr GB cash / Cr 5112 deposits received.
    expect(await amountOf('1112', `Nhận cọc ${slipNo}`)).toContain(num(AMOUNT));
    expect(await amountOf('5112', `Nhận cọc ${slipNo}`)).toContain(num(AMOUNT));
    // Check-out: the electricity billed to the room, paid out of the deposit (Dr 5212).
    expect(await amountOf('5111', 'Tiền điện')).toContain(num(BILL));
    expect(await amountOf('5212', 'Trừ cọc vào hoá đơn trả phòng')).toContain(num(BILL));
    // Refund: Dr 5212 / Cr GB cash.
    expect(await amountOf('5212', `Trả cọc phòng ${LABEL}`)).toContain(num(REFUND));
    expect(await amountOf('1112', `Trả cọc phòng ${LABEL}`)).toContain(num(REFUND));

    const total = AMOUNT + BILL + BILL + REFUND;
    expect(await page.getByTestId('sum-debit').textContent()).toBe(num(total));
    expect(await page.getByTestId('sum-credit').textContent()).toBe(num(total));
    expect(squash(await rows.last().textContent())).toContain('Tổng cộng');
  });

  it("shows a balanced trial balance of GB for this month with the flow's 5112 and 5212", async () => {
    await open(`/tb?building=${BUILDING}&month=${Y}-${M}`);
    const tag = page.getByTestId('balance-tag');
    await tag.waitFor();
    expect(squash(await tag.textContent())).toBe('Cân đối');

    /** Row of an account: number, name, then opening Nợ/Có, period Nợ/Có, closing Nợ/Có (blank when 0). */
    const cells = async (account: string) => {
      const row = page.locator('.ant-table-row').filter({ has: page.getByRole('link', { name: account, exact: true }) });
      await row.waitFor();
      return (await row.locator('td').allTextContents()).map(squash);
    };
    // 5112: 3,000,000 received this month. 5212: the same 3,000,000 given back (bill + refund).
    expect(await cells('5112')).toEqual(['5112', 'Tiền cọc nhận', '', '', '', num(AMOUNT), '', num(AMOUNT)]);
    expect(await cells('5212')).toEqual(['5212', expect.any(String), '', '', num(AMOUNT), '', num(AMOUNT), '']);
    // The GB cash box took the deposit in and paid the refund out.
    expect(await cells('1112')).toEqual(['1112', CASH, '', '', num(AMOUNT), num(REFUND), num(BILL), '']);
    const totals = (await page.locator('.ant-table-row').last().locator('td').allTextContents()).map(squash);
    expect(totals[1]).toBe('Tổng cộng');
    expect(totals[4]).toBe(totals[5]);
    expect(totals[6]).toBe(totals[7]);
  });
});
