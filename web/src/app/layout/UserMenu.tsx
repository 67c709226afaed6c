import { HomeOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
// The dropdown alone: the `Dropdown` export also carries Dropdown.Button (and Space with it).
import Dropdown from 'antd/es/dropdown/dropdown';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '../role-labels';
import { logout } from '../session/session-actions';
import { displayName, useSession } from '../session/session-store';

export function UserMenu({ compact }: { compact?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...(session.role === 'admin' ? [{ key: '/admin', icon: <SettingOutlined />, label: 'Quản trị' }] : []),
    { key: '/dashboard', icon: <HomeOutlined />, label: 'Trang chủ' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => (key === 'logout' ? logout() : navigate(key)) }}>
      <span style={{ cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 8 }} data-testid="user-menu">
        {/* A round badge as antd's small Avatar draws it, without its code in the layout's download. */}
        <span
          aria-hidden
          style={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 24,
            height: 24,
            borderRadius: '50%',
            background: '#1677ff',
            color: '#fff',
            fontSize: 14,
          }}
        >
          <UserOutlined />
        </span>
        {!compact && (
          <span style={{ lineHeight: 1.2, display: 'inline-flex', flexDirection: 'column' }}>
            <strong>{displayName(session)}</strong>
            {session.role && <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>{ROLE_LABELS[session.role]}</span>}
          </span>
        )}
      </span>
    </Dropdown>
  );
}
