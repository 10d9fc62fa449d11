import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../lib/http';
import { useSession } from '../lib/session';

/** A node of `menu/routes-web` and `menu/buttons` (api-conventions.md "Menus and buttons"). */
export type MenuNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string | null;
  source: string | null;
  sort: number;
  category: number;
  isOpen: number;
  query: string | null;
  meta: Record<string, unknown> | null;
  children: MenuNode[];
};

export function useMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['menus', i18n.language],
    queryFn: () => get<MenuNode[]>('/blade-system/menu/routes-web'),
    staleTime: 5 * 60_000,
  });
}

/** Loads the granted button codes into the session's permission map (spec §6). */
export function useButtonPermissions() {
  const setPermissions = useSession((state) => state.setPermissions);
  const buttons = useQuery({
    queryKey: ['buttons'],
    queryFn: () => get<MenuNode[]>('/blade-system/menu/buttons'),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (buttons.data) setPermissions(collectCodes(buttons.data, (node) => node.category === 2));
  }, [buttons.data, setPermissions]);
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

export const usePermission = (code: string) => useSession((state) => Boolean(state.permissions[code]));
