import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { closeDialog, contentReady, dialog, usePage } from './fixtures';

const THREE_DAYS = 3 * 24 * 3600 * 1000;

describe('session rules (spec §4, §8, §9)', () => {
  const t = usePage();

  it('on any 401 shows Thông báo, then logs out to /login', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'admin', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await contentReady(page);

    await page.evaluate(() => localStorage.setItem('token', 'hong.hong.hong'));
    await page.reload();
    const box = dialog(page, 'Thông báo');
    await box.waitFor();
    expect(await box.textContent()).toContain('Phiên đăng nhập đã hết hạn');
    await closeDialog(box, 'Đồng ý');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(0);
  });

  it('without remember-me a reload logs the user out', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('with remember-me and a login 2+ days old refreshes the token at start and stays in', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'admin', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const old = Date.now() - THREE_DAYS;
    await page.evaluate((at) => localStorage.setItem('last_login', String(at)), old);

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await contentReady(page);
    await page.getByText(/Xin chào, /).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(Number(await page.evaluate(() => localStorage.getItem('last_login')))).toBeGreaterThan(old + THREE_DAYS - 60_000);
  });

  it('with remember-me and a login under 2 days old does not refresh', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'admin', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    let refreshCalls = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/auth/refresh-token') && refreshCalls++));
    await page.reload();
    await contentReady(page);
    await page.getByText(/Xin chào, /).waitFor();
    expect(refreshCalls).toBe(0);
  });

  it('when the refresh at start fails shows the notice and logs out', async () => {
    const { page, context } = t;
    await page.goto('/login');
    await login(page, 'admin', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.evaluate((at) => localStorage.setItem('last_login', String(at)), Date.now() - THREE_DAYS);
    await context.clearCookies();
    await page.reload();
    await dialog(page, 'Thông báo').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
