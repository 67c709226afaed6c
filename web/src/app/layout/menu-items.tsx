import {
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { Role } from '../../../../shared/catalog/roles';
import { truncate } from '../../lib/text';
import { MENU_GROUPS, workingScreens, type MenuGroup, type Screen } from '../screens';

/** Spec §2/§9: sidebar labels are cut at 18 characters; the full text shows on hover. */
export const MENU_LABEL_MAX = 18;

const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  vouchers: <FileTextOutlined />,
  'voucher-management': <FolderOpenOutlined />,
  rooms: <HomeOutlined />,
  customers: <TeamOutlined />,
  finance: <DollarOutlined />,
  internet: <WifiOutlined />,
  utilities: <ThunderboltOutlined />,
  'user-group': <UserOutlined />,
};

const label = (text: string, cut: boolean, full = text) => (cut ? <span title={full}>{truncate(text, MENU_LABEL_MAX)}</span> : full);

/** What the sidebar shows for a screen: its short menu label if it has one, cut to 18 characters. */
export const menuText = (s: Pick<Screen, 'title' | 'menu'>): string => truncate(s.menu ?? s.title, MENU_LABEL_MAX);

/** The screens a role may open from the menu: working ones, no aliases nor record pages, admin-only for admins. */
export const menuScreens = (role: Role | undefined): Screen[] => workingScreens().filter((s) => !s.aliasOf && !s.record && (!s.adminOnly || role === 'admin'));

/**
 * Menu items grouped as the spec does. Groups with no working screen are left out, so a menu never
 * leads to an empty page. `cut` truncates labels for the 250 px sidebar.
 */
export function menuItems(role: Role | undefined, cut: boolean): NonNullable<MenuProps['items']> {
  const screens = menuScreens(role);
  const top = screens.filter((s) => !s.group).map((s) => ({ key: s.path, icon: <DashboardOutlined />, label: label(s.title, cut) }));
  const groups = (Object.keys(MENU_GROUPS) as MenuGroup[]).flatMap((g) => {
    const children = screens
      .filter((s) => s.group === g)
      .map((s) => ({ key: s.path, icon: s.adminOnly ? <SettingOutlined /> : undefined, label: label(s.menu ?? s.title, cut, s.title) }));
    return children.length ? [{ key: `group:${g}`, icon: GROUP_ICONS[g], label: label(MENU_GROUPS[g], cut), children }] : [];
  });
  return [...top, ...groups];
}

/** The group holding a path, so the sidebar opens it. */
export const groupKeyOf = (path: string): string | undefined => {
  const s = workingScreens().find((x) => x.path === path);
  return s?.group ? `group:${s.group}` : undefined;
};
