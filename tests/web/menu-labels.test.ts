import { afterEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/catalog/roles';
import { MENU_LABEL_MAX, menuScreens, menuText } from '../../web/src/app/layout/menu-items';
import { MENU_GROUPS, type MenuGroup } from '../../web/src/app/screens';
import { resetScreenState, signIn } from './harness';

afterEach(resetScreenState);

/** The first 18 characters of what the sidebar shows (its "…" is not a character of the label). */
const shown = (s: Parameters<typeof menuText>[0]) => [...(s.menu ?? s.title)].slice(0, MENU_LABEL_MAX).join('');

/**
 * Issue 23, item 9: the sidebar cuts labels at 18 characters, so two entries of a group that agree in
 * their first 18 read the same ("Phiếu sửa chữa và …" twice) and send an accountant to the wrong book.
 */
describe('sidebar labels', () => {
  it.each(ROLES)('are distinct within each group at 18 characters (%s)', (role) => {
    signIn(role);
    const screens = menuScreens(role);
    expect(screens.length).toBeGreaterThan(0);
    for (const g of Object.keys(MENU_GROUPS) as MenuGroup[]) {
      const labels = screens.filter((s) => s.group === g).map(shown);
      expect(
        labels.filter((l, i) => labels.indexOf(l) !== i),
        `${MENU_GROUPS[g]}: ${labels.join(' / ')}`,
      ).toEqual([]);
    }
  });

  it('tells the two repair books and the two debt summaries apart', () => {
    signIn('admin');
    const text = (path: string) => menuText(menuScreens('admin').find((s) => s.path === path)!);
    expect(text('/phieu-sua-chua-va-cham-cong')).toBe('Sửa chữa thường');
    expect(text('/phieu-sua-chua-va-cham-cong-pccc-lon')).toBe('Sửa chữa PCCC lớn');
    expect(text('/bang-tong-hop-cong-no')).toBe('Công nợ tiền phòng');
    expect(text('/bang-tong-hop-cong-no-khac')).toBe('Công nợ khác');
  });
});
