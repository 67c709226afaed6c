import { describe, expect, it } from 'vitest';
import { call, today, tokenOf } from './helpers';

const NEW_PASSWORD = 'Moi@2025x';
const unique = `nv${Date.now().toString(36)}`;

describe('admin user management (/api/admin/users)', () => {
  it('lists every user with their role, for admins only', async () => {
    const r = await call('GET', '/api/admin/users', { token: await tokenOf('admin') });
    expect(r.status).toBe(200);
    const byName = Object.fromEntries((r.body as { username: string; role: string }[]).map((u) => [u.username, u.role]));
    expect(byName).toMatchObject({ admin: 'admin', ketoan: 'staff', baove1: 'SECURITY' });

    expect((await call('GET', '/api/admin/users', { token: await tokenOf('ketoan') })).status).toBe(403);
    expect((await call('GET', '/api/admin/users')).status).toBe(401);
  });

  it('creates a user who can log in at once with a permanent password, and logs the creation', async () => {
    const admin = await tokenOf('admin');
    const created = await call('POST', '/api/admin/users', {
      token: admin,
      body: { username: unique, name: 'Nhân Viên Mới', role: 'staff', password: NEW_PASSWORD },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: unique, name: 'Nhân Viên Mới', role: 'staff', enabled: true });

    const login = await call('POST', '/api/auth/login', { body: { username: unique, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'staff', name: 'Nhân Viên Mới' });

    const logs = await call('GET', `/api/logs?from=${today()}&to=${today()}&q=${unique}`, { token: admin });
    expect(JSON.stringify(logs.body)).toContain(`Tạo tài khoản ${unique}`);
    expect(JSON.stringify(logs.body)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a taken username, a weak password and unknown fields', async () => {
    const admin = await tokenOf('admin');
    const taken = await call('POST', '/api/admin/users', { token: admin, body: { username: 'ketoan', name: 'X', role: 'staff', password: NEW_PASSWORD } });
    expect(taken.status).toBe(409);
    const weak = await call('POST', '/api/admin/users', { token: admin, body: { username: `${unique}b`, name: 'X', role: 'staff', password: 'abc' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('password');
    const extra = await call('POST', '/api/admin/users', {
      token: admin,
      body: { username: `${unique}c`, name: 'X', role: 'staff', password: NEW_PASSWORD, admin: true },
    });
    expect(extra.status).toBe(400);
  });

  it('changes a role, so the next login carries it; refuses an admin demoting themself', async () => {
    const admin = await tokenOf('admin');
    const changed = await call('POST', `/api/admin/users/${unique}/role`, { token: admin, body: { role: 'SECURITY' } });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('SECURITY');
    const login = await call('POST', '/api/auth/login', { body: { username: unique, password: NEW_PASSWORD } });
    expect(login.body.role).toBe('SECURITY');

    const self = await call('POST', '/api/admin/users/admin/role', { token: admin, body: { role: 'staff' } });
    expect(self.status).toBe(400);
    expect((await call('POST', '/api/admin/users/khong-ai/role', { token: admin, body: { role: 'staff' } })).status).toBe(404);
  });

  it('resets a password: the old one stops working, the new one works', async () => {
    const admin = await tokenOf('admin');
    const reset = await call('POST', `/api/admin/users/${unique}/password`, { token: admin, body: { password: 'Khac@2025y' } });
    expect(reset.status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { username: unique, password: NEW_PASSWORD } })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { username: unique, password: 'Khac@2025y' } })).status).toBe(200);
    expect((await call('POST', `/api/admin/users/${unique}/password`, { token: await tokenOf('ketoan'), body: { password: 'Khac@2025y' } })).status).toBe(403);
  });
});
