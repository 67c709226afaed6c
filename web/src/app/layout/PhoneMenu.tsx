import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { SideMenu } from './SideMenu';

/** The menu on a phone: the sidebar's menu in a drawer from the left. */
export default function PhoneMenu({ open, onClose, brand, width }: { open: boolean; onClose: () => void; brand: ReactNode; width: number }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={width}
      styles={{ body: { padding: 0, background: '#001529' }, header: { background: '#001529' } }}
      title={brand}
      closable={false}
    >
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
