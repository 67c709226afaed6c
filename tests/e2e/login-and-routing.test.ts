import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { contentReady, dialog, usePage } from './fixtures';

describe('login and routing (spec §2, §4, §8)', () => {
  const t = usePage();

  it('shows the Lỗi dialog with the spec text on a wrong password and stays on /login', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'admin', 'sai-mat-khau');
    const box = dialog(page, 'Lỗi');
    await box.waitFor();
    expect(await box.textContent()).toContain('Vui lòng kiểm tra lại tên đăng nhập hoặc mật khẩu');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('sends a visitor to /login with the full path, and back there after login with the success message', async () => {
    const { page } = t;
    await page.goto('/logs?action=create');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/logs?action=create');

    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/logs');
    expect(new URL(page.url()).search).toBe('?action=create');
    await page.getByText('Đăng nhập thành công!').waitFor();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ role: 'admin', username: 'admin', is_remember_user: 'false' });
    expect(stored.token).toBeTruthy();
    expect(Number(stored.last_login)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('goes to /dashboard after a login without redirect, and greets by name', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'ketoan');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await contentReady(page);
    await page.getByText(/Xin chào, /).waitFor();
  });

  it('redirects an unknown path to / (→ /dashboard when signed in, → /login when not)', async () => {
    const { page } = t;
    await page.goto('/khong-co-trang-nay');
    await page.waitForURL((u) => u.pathname === '/login');
    // `/` itself redirects to /dashboard in the same navigation, so either is the intended path.
    expect(['/', '/dashboard']).toContain(new URL(page.url()).searchParams.get('redirect'));

    await login(page, 'admin', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/khong-co-trang-nay/nua');
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  it('sends a staff user away from /admin and hides it from the menus; lets the admin in', async () => {
    const { page } = t;
    await page.goto('/login');
    await login(page, 'ketoan', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await contentReady(page);
    expect(await page.locator('.ant-layout-sider').getByText('Quản trị').count()).toBe(0);

    await page.getByTestId('user-menu').click();
    await page.getByText('Đăng xuất').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([null, null]);

    await login(page, 'admin', undefined, true);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/admin');
    await page.getByText('Tài khoản người dùng').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
