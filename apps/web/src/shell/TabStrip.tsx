import { DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FIXED_PAGE_TITLES } from '../app/fixed-pages';
import type { MenuNode } from '../app/menu';
import { clearAllCaches } from './clear-cache';
import { HOME_TAB, hrefOf, neighbourOf, tabMetaOf, useTabs } from './tabs';

type Action = 'close' | 'closeOthers' | 'closeAll' | 'clearCache';

const IFRAME_PREFIX = '/myiframe/';

/**
 * Adds the page being shown as a tab (spec §2): menu pages unless their meta says isTab false, the
 * fixed pages and embedded frames. Paths nobody names (the not-found page) are not tabs. Waits for the
 * menu (`menus` undefined) so that an isTab:false page never flashes into the strip.
 */
export function useTabTracking(menus: MenuNode[] | undefined) {
  const { pathname, search } = useLocation();
  const open = useTabs((state) => state.open);
  useEffect(() => {
    if (!menus) return;
    const meta = tabMetaOf(menus, pathname);
    const known = meta.title !== undefined || pathname in FIXED_PAGE_TITLES || pathname.startsWith(IFRAME_PREFIX);
    if (known && meta.isTab) open({ path: pathname, search });
  }, [menus, pathname, search, open]);
}

/** A tab's title: the menu name, else the fixed page's title, else an embedded frame's `name`. */
export function useTabTitle(menus: MenuNode[]) {
  const { t } = useTranslation();
  const tabs = useTabs((state) => state.tabs);
  return (path: string) => {
    const fixed = FIXED_PAGE_TITLES[path];
    const frame = path.startsWith(IFRAME_PREFIX)
      ? new URLSearchParams(tabs.find((tab) => tab.path === path)?.search).get('name')
      : null;
    return tabMetaOf(menus, path).title ?? (fixed ? t(fixed) : null) ?? frame ?? path;
  };
}

/** spec §2 "Tags": the open pages under the header, home first and never closed, with their actions. */
export function TabStrip({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { tabs, close, closeOthers, closeAll } = useTabs();
  const titleOf = useTabTitle(menus);

  const goTo = (path: string) => {
    const tab = tabs.find((open) => open.path === path) ?? HOME_TAB;
    navigate(hrefOf(tab));
  };

  const run = (action: Action, path: string) => {
    if (action === 'close') {
      if (path === pathname) navigate(hrefOf(neighbourOf(tabs, path)));
      close(path);
    } else if (action === 'closeOthers') {
      closeOthers(path);
      if (path !== pathname) goTo(path);
    } else if (action === 'closeAll') {
      closeAll();
      navigate(HOME_TAB.path);
    } else {
      modal.confirm({
        title: t('tabs.clearCacheConfirm'),
        okText: common('common.ok'),
        cancelText: common('common.cancel'),
        onOk: () => clearAllCaches(queryClient),
      });
    }
  };

  const actions = (path: string): MenuProps => ({
    items: [
      { key: 'close', label: t('tabs.close'), disabled: path === HOME_TAB.path },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeAll', label: t('tabs.closeAll') },
      { type: 'divider' },
      { key: 'clearCache', label: t('tabs.clearCache') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as Action, path);
    },
  });

  return (
    // The actions button sits beside the tab list, not in it: a tablist may hold only tabs (axe).
    <div className="app-tabs-bar">
      <Tabs
        className="app-tabs"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        onChange={goTo}
        onEdit={(path, edit) => {
          if (edit === 'remove' && typeof path === 'string') run('close', path);
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: tab.path !== HOME_TAB.path,
          label: <span data-testid="tab-label">{titleOf(tab.path)}</span>,
        }))}
        // The whole tab, not only its text, opens the context menu (spec §2).
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>
            {(node) => (
              <Dropdown key={node.key} trigger={['contextMenu']} menu={actions(String(node.key))} destroyOnHidden>
                {node}
              </Dropdown>
            )}
          </DefaultTabBar>
        )}
      />
      <Dropdown menu={actions(pathname)} trigger={['click']} destroyOnHidden>
        <Button size="small" type="text" aria-label={t('tabs.actions')} icon={<DownOutlined />} />
      </Dropdown>
    </div>
  );
}
