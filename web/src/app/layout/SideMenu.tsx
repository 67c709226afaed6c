import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { groupKeyOf, menuItems } from './menu-items';

/**
 * The sidebar menu. One group open at a time (opening one closes the others), the current screen's
 * group when the screen changes, so the menu stays short and the brand above it in view.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => menuItems(role, true), [role]);
  const group = groupKeyOf(pathname);
  const [open, setOpen] = useState({ group, keys: group ? [group] : [] });
  // A screen of another group (a link, the back button): show its group, close the rest.
  if (open.group !== group) setOpen({ group, keys: group ? [group] : [] });
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      openKeys={open.keys}
      onOpenChange={(keys) => {
        const opened = keys.find((k) => !open.keys.includes(k));
        setOpen({ group, keys: opened ? [opened] : keys });
      }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
