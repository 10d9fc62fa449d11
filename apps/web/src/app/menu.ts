import type { MenuNode as WireMenuNode } from '@smdp/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { frameKeys } from '../lib/frame-keys';
import { get } from '../lib/http';
import { usePermissions } from '../lib/session';

/**
 * A node of `menu/routes-web` and `menu/buttons` (api-conventions.md "Menus and buttons") with its children
 * always listed: on the wire a leaf has no `children` key (BladeX clients read the key as "a branch").
 */
export type MenuNode = Omit<WireMenuNode, 'children'> & { children: MenuNode[] };
const withChildren = (nodes: WireMenuNode[]): MenuNode[] =>
  nodes.map((node) => ({ ...node, children: withChildren(node.children ?? []) }));

export function useMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: frameKeys.menus(i18n.language),
    queryFn: () => get<WireMenuNode[]>('/blade-system/menu/routes-web').then(withChildren),
    staleTime: 5 * 60_000,
  });
}

/** Loads the granted button codes into the session's permission map (spec §6). */
export function useButtonPermissions() {
  const setCodes = usePermissions((state) => state.setCodes);
  const buttons = useQuery({
    queryKey: frameKeys.buttons(),
    queryFn: () => get<WireMenuNode[]>('/blade-system/menu/buttons').then(withChildren),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (buttons.data) setCodes(collectCodes(buttons.data, (node) => node.category === 2));
  }, [buttons.data, setCodes]);
}

export function collectCodes(nodes: MenuNode[], keep: (node: MenuNode) => boolean): string[] {
  return nodes.flatMap((node) => [...(keep(node) ? [node.code] : []), ...collectCodes(node.children, keep)]);
}

/** Menu items the side menu shows: hidden by meta or by `menu=false` in the query (spec §2). */
export function isHidden(node: MenuNode): boolean {
  return node.meta?.hidden === true || new URLSearchParams(node.query ?? '').get('menu') === 'false';
}

export function findByPath(nodes: MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path || `${node.path}/index` === path) return node;
    const found = findByPath(node.children, path);
    if (found) return found;
  }
  return undefined;
}

const EXTERNAL = /^https?:\/\//i;
export const isExternalPath = (path: string | null | undefined) => EXTERNAL.test(path ?? '');

/** Where a click on a menu item goes (spec §2 dynamic routes). */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'window'; url: string; target: string };

const metaText = (node: MenuNode, key: string) => {
  const value = node.meta?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function menuTarget(node: MenuNode): MenuTarget {
  const target = metaText(node, 'target');
  const url = metaText(node, 'url');
  // A route with a target and a url opens that url in a new window, its hash replaced by '&'.
  if (target && url) return { kind: 'window', url: url.replace('#', '&'), target };
  const path = node.path ?? '';
  if (isExternalPath(path)) {
    const query = new URLSearchParams({ name: node.name, src: path });
    return { kind: 'route', to: `/myiframe/${encodeURIComponent(node.code)}?${query}` };
  }
  const query = new URLSearchParams(node.query ?? '');
  query.delete('menu');
  const search = query.toString();
  return { kind: 'route', to: search ? `${path}?${search}` : path };
}

const isStorePath = (path: string | null) => path === '/store' || Boolean(path?.startsWith('/store/'));

/** spec §2: /store paths are hidden when the shop feature is off and the user is not an administrator. */
export const storePathAllowed = (path: string | null, shopFeature: boolean, administrator: boolean) =>
  !isStorePath(path) || shopFeature || administrator;

/** The menu items the side menu and the menu search show. */
export function visibleMenus(nodes: MenuNode[], rules: { shopFeature: boolean; administrator: boolean }): MenuNode[] {
  return nodes
    .filter((node) => node.category === 1 && !isHidden(node))
    .filter((node) => storePathAllowed(node.path, rules.shopFeature, rules.administrator))
    .map((node) => ({ ...node, children: visibleMenus(node.children, rules) }));
}
