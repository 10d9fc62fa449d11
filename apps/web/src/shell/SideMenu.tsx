import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findByPath, type MenuNode } from '../app/menu';
import { settings } from '../lib/settings';
import { MenuIcon } from './menu-icons';

const HOME_KEY = 'home';

function toItems(nodes: MenuNode[]): ItemType[] {
  return nodes.map((node) => ({
    key: node.id,
    icon: <MenuIcon name={node.source} />,
    label: node.name,
    ...(node.children.length ? { children: toItems(node.children) } : {}),
  }));
}

function findById(nodes: MenuNode[], id: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findById(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of the groups above the item with `id`, outermost first. */
export function groupsAbove(nodes: MenuNode[], id: string, above: string[] = []): string[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return above;
    const found = groupsAbove(node.children, id, [...above, node.id]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The side menu from `menu/routes-web` (already filtered by `visibleMenus`), home first. The group of
 * the page being shown opens by itself, also when the page was reached another way (tab, search).
 */
export function SideMenu({
  menus,
  collapsed,
  onOpen,
  onHome,
}: {
  menus: MenuNode[];
  collapsed: boolean;
  onOpen: (node: MenuNode) => void;
  onHome: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname === settings.homePath ? undefined : findByPath(menus, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!current) return;
    const groups = groupsAbove(menus, current.id) ?? [];
    setOpenKeys((open) => [...new Set([...open, ...groups])]);
  }, [menus, current]);

  return (
    <Menu
      mode="inline"
      selectedKeys={[current?.id ?? (pathname === settings.homePath ? HOME_KEY : '')]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={[
        { key: HOME_KEY, icon: <MenuIcon name="HomeOutlined" />, label: t('frames:titles.home') },
        ...toItems(menus),
      ]}
      onClick={({ key }) => {
        if (key === HOME_KEY) return onHome();
        const node = findById(menus, key);
        if (node) onOpen(node);
      }}
    />
  );
}
