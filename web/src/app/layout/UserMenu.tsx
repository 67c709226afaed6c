import { HomeOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Typography, type MenuProps } from 'antd';
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
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === 'logout' ? logout() : navigate(key)) }}
    >
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1677ff' }} />
        {!compact && (
          <span style={{ lineHeight: 1.2, display: 'inline-flex', flexDirection: 'column' }}>
            <Typography.Text strong>{displayName(session)}</Typography.Text>
            {session.role && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{ROLE_LABELS[session.role]}</Typography.Text>}
          </span>
        )}
      </Space>
    </Dropdown>
  );
}
