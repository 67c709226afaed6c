import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeposit, listCommissions, searchDeposits } from '../../shared/api/deposits';
import type { Access } from '../../shared/api/endpoint';
import { listJournal, trialBalance } from '../../shared/api/ledger';
import { listRooms } from '../../shared/api/rooms';
import { ROLES, type Role } from '../../shared/catalog/roles';
import { menuItems, menuText } from '../../web/src/app/layout/menu-items';
import { homePath, mayOpen, SCREENS, workingScreens } from '../../web/src/app/screens';
import { allows, can, useCan } from '../../web/src/app/session/can';
import { sessionStore } from '../../web/src/app/session/session-store';
import { resetScreenState, signIn } from './harness';

afterEach(resetScreenState);

/** Every path the menu offers, groups opened. */
const menuPaths = (role: Role) => {
  signIn(role);
  const paths: string[] = [];
  const walk = (items: unknown[]) => {
    for (const item of items as { key?: string; children?: unknown[] }[]) {
      if (item.children) walk(item.children);
      else if (item.key) paths.push(item.key);
    }
  };
  walk(menuItems(role, false));
  return paths;
};

describe('can(): what a role may call, from the access the contract gives an operation', () => {
  it('follows the access levels: public, any signed-in user (guards too), staff or admin, admin only', () => {
    const table: Record<Access, Record<Role | 'nobody', boolean>> = {
      public: { nobody: true, SECURITY: true, staff: true, admin: true },
      user: { nobody: false, SECURITY: true, staff: true, admin: true },
      staff: { nobody: false, SECURITY: false, staff: true, admin: true },
      admin: { nobody: false, SECURITY: false, staff: false, admin: true },
    };
    for (const [access, byRole] of Object.entries(table) as [Access, Record<Role | 'nobody', boolean>][]) {
      for (const role of [...ROLES, 'nobody'] as const)
        expect(allows(access, role === 'nobody' ? undefined : role), `${access} for ${role}`).toBe(byRole[role]);
    }
  });

  it('reads the role of the session unless given one, and useCan follows the session', () => {
    expect(can(listRooms)).toBe(false);
    signIn('SECURITY');
    expect(can(listRooms)).toBe(true);
    expect(can(createDeposit)).toBe(false);
    expect(can(createDeposit, 'staff')).toBe(true);
    const { result, rerender } = renderHook(() => useCan(createDeposit));
    expect(result.current).toBe(false);
    signIn('staff');
    rerender();
    expect(result.current).toBe(true);
    sessionStore.clear();
    rerender();
    expect(result.current).toBe(false);
  });
});

describe("screens from the contract: a guard's menu", () => {
  const STAFF_ONLY = {
    '/nhat-ky-chung': 'Nhật ký chung',
    '/tb': 'Bảng cân đối phát sinh',
    '/bang-khach-hang': 'Bảng khách hàng',
    '/hop-dong-thue-phong': 'Hợp đồng thuê phòng',
    '/logs': 'Lịch sử thao tác',
    '/admin': 'Quản trị',
    '/bao-cao-nhan-phong': 'Báo cáo nhận phòng',
    '/bao-cao-tra-phong': 'Báo cáo trả phòng',
    '/phieu-thay-doi-thong-tin': 'Phiếu thay đổi thông tin',
    '/so-theo-doi-thay-doi-thong-tin': 'Sổ theo dõi thay đổi thông tin',
    '/bang-tinh-tien-tra-coc': 'Bảng tính tiền trả cọc',
    '/bao-cao-tra-coc': 'Báo cáo trả cọc',
  };

  it('hides the staff-only screens (books, customers, contracts, logs, users, check-in/out reports, change slips, refunds)', () => {
    const guard = menuPaths('SECURITY');
    for (const path of Object.keys(STAFF_ONLY)) expect(guard, path).not.toContain(path);
    // …and keeps the room board, the room information, the deposits and the commissions.
    expect(guard).toEqual(expect.arrayContaining(['/theo-doi-tinh-trang-phong', '/thong-tin-phong', '/theo-doi-coc', '/tien-dan-phong']));
  });

  it('shows them to staff, and the admin area to the admin only', () => {
    const staff = menuPaths('staff');
    for (const path of Object.keys(STAFF_ONLY).filter((p) => p !== '/admin')) expect(staff, path).toContain(path);
    expect(staff).not.toContain('/admin');
    expect(menuPaths('admin')).toContain('/admin');
  });

  it('derives who may open a screen from the operations it reads, not from a list of roles', () => {
    const screen = (path: string) => SCREENS.find((s) => s.path === path)!;
    expect(screen('/nhat-ky-chung').reads).toContain(listJournal);
    expect(screen('/tb').reads).toContain(trialBalance);
    expect(screen('/tien-dan-phong').reads).toContain(listCommissions);
    expect(screen('/theo-doi-coc').reads).toContain(searchDeposits);
    for (const s of workingScreens('SECURITY')) for (const e of s.reads ?? []) expect(can(e, 'SECURITY'), `${s.path} reads ${e.path}`).toBe(true);
    expect(mayOpen(screen('/nhat-ky-chung'), 'SECURITY')).toBe(false);
    expect(mayOpen(screen('/admin'), 'staff')).toBe(false);
    expect(screen('/admin').adminOnly).toBe(true);
  });

  it('sends each role home to the first screen of its own menu', () => {
    expect(homePath('staff')).toBe('/dashboard');
    expect(menuPaths('SECURITY')[0]).toBe(homePath('SECURITY'));
    expect(
      mayOpen(
        SCREENS.find((s) => s.path === homePath('SECURITY'))!,
        'SECURITY',
      ),
    ).toBe(true);
  });
});

describe('the sidebar labels', () => {
  it('never cut two screens of one group to the same text (spec §9: 18 characters, the full title on hover)', () => {
    const seen = new Map<string, string>();
    for (const s of workingScreens().filter((x) => !x.aliasOf)) {
      const key = `${s.group ?? ''}|${menuText(s)}`;
      expect(seen.get(key), `${s.path} reads '${menuText(s)}' in the menu like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, s.path);
    }
    expect(menuText(SCREENS.find((s) => s.path === '/phan-tich-phai-thu-khach-hang-dien')!)).toBe('Phải thu KH điện');
  });
});
