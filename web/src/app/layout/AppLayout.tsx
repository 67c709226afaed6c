import { HomeFilled, LayoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { usePrefetchAppData } from '../app-data/queries';
import { HeaderSearch } from '../../features/search/HeaderSearch';
import { FullscreenToggle } from './FullscreenToggle';
import { SideMenu } from './SideMenu';
import { TestEnvBanner } from './TestEnvBanner';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';
import { useMenuLayout } from './use-menu-layout';
import { useDocumentTitle } from './use-document-title';
import { useScrollReset } from './use-scroll-reset';
import { useStartupDelay } from './use-startup-delay';

/** Spec §9: sidebar width. */
export const SIDEBAR_WIDTH = 250;

// On a phone the menu slides in from the left; its drawer loads when first opened.
const PhoneMenu = lazy(() => import('./PhoneMenu'));

function Brand({ dark }: { dark?: boolean }) {
  return (
    <Link to="/dashboard" style={{ color: dark ? '#fff' : undefined, fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap' }}>
      <HomeFilled style={{ marginRight: 8 }} />
      Quản lý nhà trọ
    </Link>
  );
}

/** The signed-in frame: menus, header, content. Application data starts loading when it mounts. */
export default function AppLayout() {
  usePrefetchAppData();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [menuLayout, toggleMenuLayout] = useMenuLayout();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const starting = useStartupDelay();
  const contentRef = useRef<HTMLElement>(null);
  useScrollReset(contentRef);
  useDocumentTitle();

  const side = !phone && menuLayout === 'side';
  return (
    <Layout style={{ height: '100vh' }}>
      <TestEnvBanner />
      <Layout>
        {side && (
          <Layout.Sider width={SIDEBAR_WIDTH} collapsible collapsed={collapsed} trigger={null}>
            {/* The brand stays put; only the menu scrolls when it is longer than the window. */}
            <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
              <div style={{ padding: '16px 20px', overflow: 'hidden', flex: 'none' }}>
                {collapsed ? (
                  <Link to="/dashboard" aria-label="Trang chủ" style={{ color: '#fff', fontSize: 18 }}>
                    <HomeFilled />
                  </Link>
                ) : (
                  <Brand dark />
                )}
              </div>
              <div className="app-side-menu" style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
                <SideMenu />
              </div>
            </div>
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header style={{ background: '#fff', padding: '0 12px', display: 'flex', alignItems: 'center', gap: 8, borderBottom: '1px solid #f0f0f0' }}>
            {phone && (
              <Button
                type="text"
                aria-label="Mở menu"
                icon={<MenuOutlined />}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              />
            )}
            {side && (
              <Button
                type="text"
                aria-label={collapsed ? 'Mở rộng menu' : 'Thu gọn menu'}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed((c) => !c)}
              />
            )}
            {!side && !phone && <Brand />}
            {!phone && (menuLayout === 'top' ? <TopMenu /> : <div style={{ flex: 1 }} />)}
            {phone && <strong style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>Quản lý nhà trọ</strong>}
            <HeaderSearch compact={phone} />
            <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              {!phone && (
                <Tooltip title={menuLayout === 'side' ? 'Menu ngang' : 'Menu dọc'}>
                  <Button type="text" aria-label="Đổi kiểu menu" icon={<LayoutOutlined />} onClick={toggleMenuLayout} />
                </Tooltip>
              )}
              <FullscreenToggle />
              <UserMenu compact={phone} />
            </div>
          </Layout.Header>
          <Layout.Content ref={contentRef} className="app-content">
            <Spin spinning={starting} size="large" tip="Đang tải..." wrapperClassName="app-startup">
              <Outlet />
            </Spin>
          </Layout.Content>
        </Layout>
      </Layout>
      {phone && drawerUsed && (
        <Suspense fallback={null}>
          <PhoneMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} brand={<Brand dark />} width={SIDEBAR_WIDTH} />
        </Suspense>
      )}
    </Layout>
  );
}
