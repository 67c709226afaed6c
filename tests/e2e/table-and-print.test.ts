import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { closeDialog, contentReady, dialog, usePage } from './fixtures';

describe('shared table: export and print (spec §2, §5)', () => {
  const t = usePage();

  it('warns Cảnh báo when exporting no rows', async () => {
    const { page } = t;
    await page.goto('/login?redirect=' + encodeURIComponent('/logs?from=2020-01-01&to=2020-01-02'));
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/logs');
    await contentReady(page);
    await page.getByText('Không có thao tác nào trong khoảng thời gian này').waitFor();

    for (const button of ['Xuất CSV', 'Xuất Excel']) {
      await page.getByRole('button', { name: button }).click();
      const box = dialog(page, 'Cảnh báo');
      await box.waitFor();
      expect(await box.textContent()).toContain('Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.');
      await closeDialog(box);
    }
  });

  it('downloads a CSV with a BOM when there are rows', async () => {
    const { page } = t;
    await page.goto('/login?redirect=%2Flogs');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/logs');
    await contentReady(page);
    await page.locator('.ant-table-row').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lich-su-thao-tac-.*\.csv$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Thời gian,Hành động,Người thực hiện');
  });

  it('opens the print window at 850×600 with the chosen page style', async () => {
    const { page } = t;
    await page.goto('/login?redirect=%2Flogs');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/logs');
    await contentReady(page);
    await page.getByRole('button', { name: 'In' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByText('A4 ngang').click();
    const win = await popup;
    await win.waitForLoadState();
    const size = await win.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight, css: document.querySelector('style')?.textContent ?? '' }));
    expect({ w: size.w, h: size.h }).toEqual({ w: 850, h: 600 });
    expect(size.css).toContain('size: A4 landscape');
    expect(await win.title()).toBe('Lịch sử thao tác');
  });
});
