import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { contentReady, usePage } from './fixtures';

describe('admin area: user accounts', () => {
  const t = usePage();

  it('lets the admin create an account that can log in straight away', async () => {
    const { page } = t;
    const username = `e2e${Date.now().toString(36)}`;
    await page.goto('/login?redirect=%2Fadmin');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/admin');
    await contentReady(page);
    await page.getByRole('cell', { name: 'ketoan', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Thêm tài khoản' }).click();
    const form = page.locator('.ant-modal').filter({ hasText: 'Thêm tài khoản' });
    await form.getByLabel('Tên đăng nhập').fill(username);
    await form.getByLabel('Họ tên').fill('Võ Thị Thử');
    await form.getByLabel('Mật khẩu').fill('yeu');
    await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await form.getByText('Mật khẩu phải có ít nhất 8 ký tự').waitFor();
    await form.getByLabel('Mật khẩu').fill('Thu@2025z');
    await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await page.getByText(`Đã tạo tài khoản ${username}`).waitFor();
    await page.getByRole('cell', { name: username, exact: true }).waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByText('Đăng xuất').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await login(page, username, 'Thu@2025z');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('Xin chào, Võ Thị Thử').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('staff');
  });
});
