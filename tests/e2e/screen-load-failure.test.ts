import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { contentReady, usePage } from './fixtures';

/** The journal screen's chunk, in the dev server (`/src/…/JournalPage.tsx`) and in a build (`JournalPage-<hash>.js`). */
const JOURNAL_CHUNK = /JournalPage/;

describe('a screen whose chunk fails to load (spec §9)', () => {
  const t = usePage({ width: 1440, height: 900 });

  it('says so inside the layout with Thử lại, and Thử lại brings the screen once the network is back', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'ketoan');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await contentReady(page);

    await page.route(JOURNAL_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.locator('.ant-layout-sider').getByText('Tài chính', { exact: true }).click();
    await page.locator('.ant-layout-sider').getByText('Nhật ký chung').click();
    await page.waitForURL((u) => u.pathname === '/nhat-ky-chung');

    // Inside the layout: the menu and the header stay, the message sits in the content area.
    const content = page.locator('.app-content');
    const alert = content.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Màn hình gặp lỗi');
    expect(await alert.textContent()).toContain('Không tải được màn hình');
    expect(await page.locator('.ant-layout-sider').getByText('Tổng quan').isVisible()).toBe(true);
    expect(await page.getByTestId('user-menu').isVisible()).toBe(true);

    await page.unroute(JOURNAL_CHUNK);
    await content.getByRole('button', { name: 'Thử lại' }).click();
    await content.getByText('Số bút toán').waitFor();
    expect(await content.getByRole('alert').count()).toBe(0);

    // Later visits draw the screen straight away.
    await page.locator('.ant-layout-sider').getByText('Tổng quan').click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.locator('.ant-layout-sider').getByText('Nhật ký chung').click();
    await content.getByText('Số bút toán').waitFor();
  });

  it('opened directly, a failed chunk still shows the menu and the message, not a white page', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.route(JOURNAL_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/nhat-ky-chung');
    const alert = page.locator('.app-content').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Màn hình gặp lỗi');
    expect(await page.locator('.app-content').getByRole('button', { name: 'Thử lại' }).isVisible()).toBe(true);
    expect(await page.locator('.ant-layout-sider').isVisible()).toBe(true);
  });
});
