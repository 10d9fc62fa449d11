import type { MenuNode, TopMenu } from '@smdp/contracts/system';
import type { Database } from '../../platform/db/database';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { enabledMenus, type MenuRow, menuIdsGrantedTo } from '../access';
import { localized } from './localized';

/** `category` of a menu row (api-conventions.md "Menus and buttons"). */
const MENU = 1;
const BUTTON = 2;

export type { MenuNode, TopMenu };

/** The caller's side menu: granted menus plus every ancestor, so no granted page is unreachable. */
export async function menuTree(db: Database, caller: Caller, lang: Language): Promise<MenuNode[]> {
  const [menus, granted] = await Promise.all([enabledMenus(db, MENU), menuIdsGrantedTo(db, caller)]);
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const visible = new Set<string>();
  for (const menuId of granted) {
    for (let menu = byId.get(menuId); menu && !visible.has(menu.id); menu = byId.get(menu.parentId))
      visible.add(menu.id);
  }
  return buildTree(menus.filter((menu) => visible.has(menu.id)).map((menu) => toNode(menu, lang)));
}

/** The routes of one top menu: the tree restricted to that root (empty when the caller cannot see it). */
export async function routesOf(db: Database, caller: Caller, lang: Language, topMenuId?: string): Promise<MenuNode[]> {
  const tree = await menuTree(db, caller, lang);
  return topMenuId === undefined ? tree : tree.filter((root) => root.id === topMenuId);
}

export async function topMenus(db: Database, caller: Caller, lang: Language): Promise<TopMenu[]> {
  const tree = await menuTree(db, caller, lang);
  return tree.map(({ id, code, name, source, sort, path }) => ({ id, code, name, source, sort, path }));
}

/**
 * Granted buttons grouped under the menu each belongs to, as BladeX answers `menu/buttons`; the web
 * client flattens the leaves to `{ user_add: true, ... }`.
 */
export async function buttonTree(db: Database, caller: Caller, lang: Language): Promise<MenuNode[]> {
  const buttons = await enabledMenus(db, BUTTON, { grantedTo: caller });
  const parentIds = [...new Set(buttons.map((button) => button.parentId))];
  const parents = parentIds.length ? await enabledMenus(db, MENU, { ids: parentIds }) : [];
  return buildTree([...parents, ...buttons].map((row) => toNode(row, lang)));
}

function toNode(row: MenuRow, lang: Language): MenuNode {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: localized(row.nameI18n, lang, row.name),
    alias: row.alias,
    path: row.path,
    source: row.source,
    sort: row.sort,
    category: row.category,
    action: row.action,
    isOpen: row.isOpen,
    remark: row.remark,
    component: row.component,
    query: row.query,
    meta: row.meta,
    hasChildren: false,
  };
}

/**
 * Links nodes to their parents, keeping the order they come in; a node whose parent is absent is a root.
 * A leaf has no `children` key at all: BladeX clients take the key itself as the mark of a branch.
 */
function buildTree(nodes: MenuNode[]): MenuNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: MenuNode[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}
