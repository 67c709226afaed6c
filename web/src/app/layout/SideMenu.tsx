import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { groupKeyOf, menuItems } from './menu-items';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => menuItems(role, true), [role]);
  const group = groupKeyOf(pathname);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={group ? [group] : []}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
