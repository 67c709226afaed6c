import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { menuItems } from './menu-items';

/** The horizontal form of the same menu, for users who prefer the whole width for tables. */
export function TopMenu() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => menuItems(role, false), [role]);
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={[pathname]}
      onClick={({ key }) => navigate(key)}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
    />
  );
}
