import { DownOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout, Menu, Modal, Space, Spin, Typography } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { keepTokenFresh, logOut } from '../app/auth';
import { useGrayRelease } from '../app/gray';
import { isHidden, type MenuNode, useButtonPermissions, useMenus } from '../app/menu';
import { settings } from '../app/settings';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuIcon } from './menu-icons';
import { StoreSelector } from './StoreSelector';
import { UnreadBadge } from './UnreadBadge';

function toItems(nodes: MenuNode[]): ItemType[] {
  return nodes
    .filter((node) => node.category === 1 && !isHidden(node))
    .map((node) => {
      const children = toItems(node.children);
      return {
        key: node.path ?? node.code,
        icon: <MenuIcon name={node.source} />,
        label: node.name,
        ...(children.length ? { children } : {}),
      };
    });
}

/** Collapsed below 850 px, expanded again above 950 px (spec §4). */
function useCollapsed(): [boolean, (value: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < settings.layout.collapseBelowPx);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth < settings.layout.collapseBelowPx) setCollapsed(true);
        else if (window.innerWidth > settings.layout.expandAbovePx) setCollapsed(false);
      }, settings.layout.resizeThrottleMs);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return [collapsed, setCollapsed];
}

/** The signed-in frame: side menu from the server, top bar, and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.accessToken);
  const menus = useMenus();
  const [collapsed, setCollapsed] = useCollapsed();
  useButtonPermissions();
  useGrayRelease();
  useEffect(() => keepTokenFresh(() => navigate('/login', { replace: true })), [navigate]);

  // The router's loader keeps signed-out users away; this covers the moment a sign-out takes effect.
  if (!token || !user) return null;

  const confirmLogout = () =>
    Modal.confirm({
      title: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logOut();
        navigate('/login', { replace: true });
      },
    });

  return (
    <Layout className="app-layout">
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={232} className="app-sider" theme="light">
        <div className="app-logo">{collapsed ? 'S' : t('app.title')}</div>
        {!collapsed && <StoreSelector />}
        {menus.isLoading ? (
          <Spin className="app-menu-loading" />
        ) : (
          <Menu
            mode="inline"
            selectedKeys={[location.pathname]}
            items={[
              { key: settings.homePath, icon: <MenuIcon name="HomeOutlined" />, label: t('layout.home') },
              ...toItems(menus.data ?? []),
            ]}
            onClick={({ key }) => navigate(key)}
          />
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header">
          <Button
            type="text"
            aria-label={t('layout.toggleMenu')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <Space size="middle" className="app-header-tools">
            <LanguageSwitch />
            <UnreadBadge />
            <Dropdown
              menu={{
                items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') }],
                onClick: confirmLogout,
              }}
            >
              <Button type="text" data-testid="user-menu">
                <Typography.Text strong>{user.real_name || user.account}</Typography.Text> <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className="app-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
