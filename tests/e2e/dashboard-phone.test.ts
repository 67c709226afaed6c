import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { contentReady, usePage } from './fixtures';

/**
 * Issue 23, item 10: on a phone (390 × 844) the dashboard was 8,345 px tall. It opens on BN with an
 * overall block, each building's detail folded into one line; all buildings stay a scroll, not a
 * journey. Heights are what the page lays out (the document or the layout's scrolling content).
 */
async function signedIn(page: Page, path: string) {
  await page.goto('/login?redirect=' + encodeURIComponent(path));
  await login(page, 'ketoan', undefined, true);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  await contentReady(page);
}

const pageHeight = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollHeight, ...[...document.querySelectorAll('.ant-layout-content')].map((e) => e.scrollHeight)));

describe('/dashboard on a phone', () => {
  const t = usePage({ width: 390, height: 844 });

  it('opens on BN, short, the building folded into a line that opens on demand', async () => {
    const { page } = t;
    await signedIn(page, '/dashboard');
    await page.getByText('Việc cần làm – BN – Nhà Bình Nguyên').waitFor();
    await page.locator('.ant-collapse-header', { hasText: 'BN – Nhà Bình Nguyên' }).waitFor();
    expect(await page.locator('.ant-card-head-title', { hasText: /^BN – / }).count()).toBe(0);
    expect(await pageHeight(page)).toBeLessThan(3_000);
    await page.locator('.ant-collapse-header', { hasText: 'BN – Nhà Bình Nguyên' }).click();
    await page.getByRole('link', { name: /^Cọc chờ trả \(\d+ phiếu\)$/ }).waitFor();
  });

  it('every building: one folded line each, still far shorter than before', async () => {
    const { page } = t;
    await signedIn(page, '/dashboard?building=all');
    await page.getByText('Việc cần làm – Tất cả toà nhà').waitFor();
    expect(await page.locator('.ant-collapse-header').count()).toBe(6);
    expect(await pageHeight(page)).toBeLessThan(4_500);
  });
});
