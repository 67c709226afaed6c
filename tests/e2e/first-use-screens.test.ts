import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { login } from './browser';
import { contentReady, squash, usePage } from './fixtures';

/**
 * What a new user met on today's screens (issue: voucher numbers, money and dates in text, column
 * widths, toasts and the menu), checked in Chromium against a fresh stack. The records are written
 * through the API as the accountant: a deposit on TT 201, cancelled (its log line carries money), and a
 * rent increase on TT 202 (its log line carries money and a date).
 */
const BUILDING = 'TT';
const ULID = /\b[0-9A-HJKMNP-TV-Z]{26}\b/;
const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

let slipNo = '';
const TODAY = vnToday();

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  const signIn = await fetch(`${inject('apiUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ketoan', password: 'Demo@2025' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const agents = (await api(token, 'GET', '/api/users?role=SECURITY')) as { user_id: string }[];
  const deposit = (await api(token, 'POST', '/api/deposits', {
    building: BUILDING,
    room_id: '201',
    customer_name: 'Khách Mới Dùng',
    phone: '0901234567',
    amount_agreed: 3_500_000,
    amount_paid: 3_500_000,
    wallet: 8,
    agent_user_id: agents[0]!.user_id,
    date: TODAY,
    expected_move_in_date: TODAY,
  })) as { id: string; slip_no: string };
  slipNo = deposit.slip_no;
  await api(token, 'POST', '/api/deposits/cancel', { id: deposit.id, date: TODAY });
  await api(token, 'POST', '/api/general/increase-room', { building: BUILDING, room_ids: ['202'], amount: 200_000, from_date: TODAY });
});

async function signedIn(page: Page, path: string) {
  await page.goto('/login?redirect=' + encodeURIComponent(path));
  await login(page, 'ketoan', undefined, true);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  await contentReady(page);
}

const headerIndex = async (page: Page, title: string) => (await page.locator('.ant-table-thead th').allInnerTexts()).findIndex((t) => squash(t) === title);
const cell = async (page: Page, row: ReturnType<Page['locator']>, title: string) => row.locator('td').nth(await headerIndex(page, title));

describe('voucher numbers, money and dates as people read them', () => {
  const t = usePage({ width: 1440, height: 900 });

  it('the general journal shows the slip number (a link to the slip book) and the customer, never an id', async () => {
    const { page } = t;
    await signedIn(page, `/nhat-ky-chung?building=${BUILDING}&size=all`);
    const first = page.locator('.ant-table-row', { hasText: slipNo }).first();
    await first.waitFor();
    const voucher = await cell(page, first, 'Số chứng từ');
    expect(squash(await voucher.textContent())).toBe(slipNo);
    expect(await voucher.locator('a').getAttribute('href')).toContain(`/bao-cao-nhan-coc?building=${BUILDING}`);
    const table = (await page.locator('.ant-table-tbody td').allInnerTexts()).join(' | ');
    expect(table).not.toMatch(ULID);
    expect(table).not.toMatch(/\b(deposit|stay|return_deposit|room):/);
    expect(table).toContain('Khách Mới Dùng');
    expect(table).toContain('3.500.000');
  });

  it('the activity log names the slip and its room, and writes money as ₫ and dates as DD-MM-YYYY', async () => {
    const { page } = t;
    await signedIn(page, '/logs');
    const cancel = page.locator('.ant-table-row', { hasText: 'Huỷ cọc' }).first();
    await cancel.waitFor();
    expect(squash(await (await cell(page, cancel, 'Đối tượng')).textContent())).toMatch(new RegExp(`^${slipNo} · `));
    expect(squash(await (await cell(page, cancel, 'Nội dung')).textContent())).toContain('mất cọc 3.500.000 ₫');
    const increase = page.locator('.ant-table-row', { hasText: 'Tăng giá' }).first();
    expect(squash(await (await cell(page, increase, 'Nội dung')).textContent())).toContain(`thêm 200.000 ₫ từ ${ddmmyyyy(TODAY)}`);
    // Cell by cell: the table's text run together would join one row's last digits to the next row's date.
    const log = (await page.locator('.ant-table-tbody td').allInnerTexts()).join(' | ');
    expect(log).not.toMatch(ULID);
    expect(log).not.toMatch(/\d{4}-\d{2}-\d{2}|deposit ·|stay ·|return_deposit ·/);
  });
});

/** Widths of a table's header cells and whether the table needs a sideways scroll. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    // The rows scroll in the table's body; its header is a table of its own above them (sticky).
    const scroller = (document.querySelector('.ant-table-body') ?? document.querySelector('.ant-table-content')) as HTMLElement;
    const box = scroller.getBoundingClientRect();
    const columns = [...document.querySelectorAll('.ant-table-thead th')].map((th) => {
      const r = th.getBoundingClientRect();
      return { title: (th as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), width: r.width, right: r.right, visible: r.right <= box.right + 1 };
    });
    const oneLine = (sel: string) =>
      [...document.querySelectorAll(sel)].every((td) => getComputedStyle(td).whiteSpace === 'nowrap' && (td as HTMLElement).getClientRects().length === 1);
    const rightAligned = [...document.querySelectorAll('td.dt-col-money')].every((td) => getComputedStyle(td).textAlign === 'right');
    return {
      columns,
      scrolls: scroller.scrollWidth > scroller.clientWidth + 1,
      idsOneLine: oneLine('td.dt-col-id'),
      moneyOneLine: oneLine('td.dt-col-money'),
      rightAligned,
    };
  });
}

describe('one rule for column widths (text takes the room, money fixed and right-aligned, ids on one line)', () => {
  for (const width of [1440, 1280]) {
    describe(`at ${width} px`, () => {
      const t = usePage({ width, height: 900 });

      it('the journal gives Diễn giải the room and keeps numbers whole', async () => {
        const { page } = t;
        await signedIn(page, `/nhat-ky-chung?building=${BUILDING}`);
        await page.locator('.ant-table-row').first().waitFor();
        const l = await layoutOf(page);
        expect(l.columns.find((c) => c.title === 'Diễn giải')!.width).toBeGreaterThanOrEqual(200);
        expect(l.scrolls).toBe(false);
        expect(l.idsOneLine && l.moneyOneLine && l.rightAligned).toBe(true);
      });

      it('the deposit list keeps the wallet, agent and status in view at 1440 px', async () => {
        const { page } = t;
        await signedIn(page, `/bao-cao-nhan-coc?building=${BUILDING}`);
        await page.locator('.ant-table-row', { hasText: slipNo }).waitFor();
        const l = await layoutOf(page);
        expect(l.idsOneLine && l.moneyOneLine && l.rightAligned).toBe(true);
        for (const c of l.columns.filter((c) => ['Khách hàng', 'Ví nhận', 'Người dẫn', 'Trạng thái'].includes(c.title))) {
          expect(c.width, c.title).toBeGreaterThanOrEqual(40);
          if (width === 1440) expect(c.visible, `${c.title} in view`).toBe(true);
        }
      });
    });
  }
});

describe('toasts and the menu', () => {
  const t = usePage({ width: 1440, height: 900 });

  it('the success toast opens below the test-environment banner', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'ketoan');
    const toast = page.locator('.ant-message-notice', { hasText: 'Đăng nhập thành công!' });
    await toast.waitFor();
    const banner = await page.locator('.test-env-banner').first().boundingBox();
    // The toast slides in from above: where it comes to rest is what counts.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0, { timeout: 5_000 }).toBeGreaterThanOrEqual(banner!.y + banner!.height);
  });

  it('the sidebar opens one group at a time and keeps the brand in view', async () => {
    const { page } = t;
    await signedIn(page, '/dashboard');
    const sider = page.locator('.ant-layout-sider');
    for (const group of ['Phiếu', 'Quản lý phiếu', 'Quản lý phòng', 'Quản lý khách hàng', 'Tài chính', 'Nhóm người dùng']) {
      await sider.getByText(group, { exact: true }).click();
      await expect.poll(() => sider.locator('.ant-menu-submenu-open').count()).toBe(1);
    }
    const brand = await sider.getByText('Quản lý nhà trọ').boundingBox();
    expect(brand!.y).toBeGreaterThanOrEqual(0);
    expect(brand!.y).toBeLessThan(120);
  });
});
