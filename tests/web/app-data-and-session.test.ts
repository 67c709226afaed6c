import { describe, expect, it } from 'vitest';
import { editLockLimit, isLockedDate, DEFAULT_LOCK_WINDOW_MS } from '../../web/src/app/app-data/edit-lock';
import { cashWallets, guardName, walletName } from '../../web/src/app/app-data/lookups';
import { safeRedirect } from '../../web/src/app/safe-redirect';
import { jwtExpiry } from '../../web/src/app/session/jwt-expiry';
import { parseLastLogin } from '../../web/src/app/session/storage';
import dayjs from 'dayjs';

describe('edit lock (spec §4)', () => {
  const now = Date.parse('2025-03-17T10:00:00+07:00');

  it('locks dates before the first day of the latest payment log month', () => {
    const limit = editLockLimit('2025-02', now);
    expect(limit.format('YYYY-MM-DD')).toBe('2025-02-01');
    expect(isLockedDate(limit, dayjs('2025-01-31'))).toBe(true);
    expect(isLockedDate(limit, dayjs('2025-02-01'))).toBe(false);
  });

  it('uses now − 30 days until the payment log has loaded', () => {
    expect(DEFAULT_LOCK_WINDOW_MS).toBe(2592e6);
    expect(editLockLimit(null, now).valueOf()).toBe(now - 2592e6);
    expect(editLockLimit('garbage', now).valueOf()).toBe(now - 2592e6);
  });
});

describe('application data lookups (spec §3, §8)', () => {
  const wallets = [
    { id: 2, name: 'Ngân hàng cô Gấm' },
    { id: 6, name: 'Tiền mặt BN' },
    { id: 7, name: 'tiền mặt GB' },
    { id: 11, name: 'Tiền mặt' },
  ];

  it('cash wallets mention cash but are not the plain cash wallet', () => {
    expect(cashWallets(wallets).map((w) => w.id)).toEqual([6, 7]);
  });

  it('unknown wallets and guards are N/F', () => {
    expect(walletName(wallets, 6)).toBe('Tiền mặt BN');
    expect(walletName(wallets, '2')).toBe('Ngân hàng cô Gấm');
    expect(walletName(wallets, 99)).toBe('N/F');
    expect(walletName(undefined, 6)).toBe('N/F');
    expect(guardName([{ user_id: 'u1', username: 'baove1', name: 'Trần Văn Bảo' }], 'u1')).toBe('Trần Văn Bảo');
    expect(guardName([], 'u1')).toBe('N/F');
  });
});

describe('session helpers', () => {
  it('redirects only to same-site paths', () => {
    expect(safeRedirect('/logs?action=create')).toBe('/logs?action=create');
    expect(safeRedirect('//evil.example/x')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect(null)).toBe('/dashboard');
  });

  it('reads a JWT expiry and survives garbage', () => {
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000, sub: 'x' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(jwtExpiry(`h.${payload}.s`)).toBe(1_900_000_000);
    expect(jwtExpiry('hong.hong.hong')).toBeUndefined();
    expect(jwtExpiry('')).toBeUndefined();
  });

  it('accepts last_login as epoch milliseconds or a date text', () => {
    expect(parseLastLogin('1700000000000')).toBe(1_700_000_000_000);
    expect(parseLastLogin('2025-03-01T00:00:00Z')).toBe(Date.parse('2025-03-01T00:00:00Z'));
    expect(parseLastLogin('abc')).toBeUndefined();
    expect(parseLastLogin(null)).toBeUndefined();
  });
});
