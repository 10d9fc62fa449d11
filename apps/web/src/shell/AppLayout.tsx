import { App as AntApp, Layout, Spin } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useGrayRelease } from '../app/gray';
import { type MenuNode, menuTarget, useButtonPermissions, useMenus, visibleMenus } from '../app/menu';
import { useShops } from '../app/stores';
import { AccountWatermark } from '../components/AccountWatermark';
import { isAdministrator, useSession } from '../lib/session';
import { settings } from '../lib/settings';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LogoArea } from './LogoArea';
import { PendingNotices } from './PendingNotices';
import { RegisterDialog } from './RegisterDialog';
import { SideMenu } from './SideMenu';
import { useSiderMode } from './sider-mode';
import { TabStrip, useTabTracking } from './TabStrip';
import { TopBar } from './TopBar';
import { tabMetaOf, useTabs } from './tabs';
import { useVersionNotice, VersionNotice } from './VersionNotice';
import './shell.css';

const SIDER_WIDTH = 232;
const RAIL_WIDTH = 64;

/**
 * The signed-in frame (spec §2 "Shell behaviour"): logo area and side menu, top bar, tab strip, the
 * kept-alive pages, the account watermark, and the dialogs that open by themselves (version notice,
 * notices to acknowledge, third-party registration).
 */
export function AppLayout() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.accessToken);
  const menus = useMenus();
  const { shopFeature } = useShops();
  const { collapsed, floating, setCollapsed } = useSiderMode();
  const openPaths = useTabs((state) => state.tabs).map((tab) => tab.path);
  const administrator = isAdministrator(user);
  const versionNotice = useVersionNotice();
  const visible = useMemo(
    () => visibleMenus(menus.data ?? [], { shopFeature, administrator }),
    [menus.data, shopFeature, administrator],
  );
  useButtonPermissions();
  useGrayRelease();
  // A menu that failed to load still lets the fixed pages become tabs.
  useTabTracking(menus.data ?? (menus.isError ? [] : undefined));

  // The router's guard keeps signed-out users away; this covers the moment a sign-out takes effect.
  if (!token || !user) return null;

  const floatingOpen = floating && !collapsed;
  const closeFloating = () => {
    if (floating) setCollapsed(true);
  };
  const openMenuItem = (node: MenuNode) => {
    const target = menuTarget(node);
    if (target.kind === 'window') window.open(target.url, target.target);
    else navigate(target.to);
    closeFloating();
  };
  const keepAlive = (path: string) => tabMetaOf(menus.data ?? [], path).keepAlive;

  // antd's App (message/modal hooks of the shell) lives here, not at the root: the sign-in page needs none.
  return (
    <AntApp>
      <AccountWatermark>
        <Layout className="app-layout" hasSider>
          {/* Floating, the open menu lies over the page; the rail's place stays so the page does not move. */}
          {floatingOpen && <div className="app-sider-placeholder" style={{ width: RAIL_WIDTH }} />}
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            collapsedWidth={RAIL_WIDTH}
            trigger={null}
            width={SIDER_WIDTH}
            className={`app-sider${floatingOpen ? ' app-sider-floating' : ''}`}
            theme="light"
          >
            <LogoArea collapsed={collapsed} guideAllowed={versionNotice.otherDialogsAllowed} />
            {menus.isLoading ? (
              <div className="app-menu-loading">
                <Spin />
              </div>
            ) : (
              <SideMenu
                menus={visible}
                collapsed={collapsed}
                onOpen={openMenuItem}
                onHome={() => {
                  navigate(settings.homePath);
                  closeFloating();
                }}
              />
            )}
          </Layout.Sider>
          {floatingOpen && <div className="app-sider-mask" aria-hidden onClick={closeFloating} />}
          <Layout className="app-main">
            <TopBar
              collapsed={collapsed}
              compact={floating}
              onToggle={() => setCollapsed(!collapsed)}
              menus={visible}
              onOpen={openMenuItem}
            />
            <TabStrip menus={menus.data ?? []} />
            <Layout.Content className="app-content">
              <KeepAliveOutlet keepAlive={keepAlive} openPaths={openPaths} />
            </Layout.Content>
          </Layout>
        </Layout>
        <VersionNotice notice={versionNotice} />
        <PendingNotices allowed={versionNotice.settled && !versionNotice.version} />
        <RegisterDialog />
      </AccountWatermark>
    </AntApp>
  );
}
