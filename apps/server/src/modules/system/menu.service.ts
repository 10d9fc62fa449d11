import type { MenuNode, TopMenu } from '@smdp/contracts/system';
import type { Selectable } from 'kysely';
import type { MenuTable } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { localized } from './localized';

/** `category` of a menu row (api-conventions.md "Menus and buttons"). */
const MENU = 1;
const BUTTON = 2;

export type { MenuNode, TopMenu };

type MenuRow = Selectable<MenuTable>;

/**
 * The ids of the menus granted to the caller's roles. Menus are shared by all tenants, grants are
 * not: a role counts only if it belongs to the caller's tenant, is live, and the caller still holds it
 * (a token names the roles chosen at sign-in; an administrator may have taken one away since).
 */
function grantedMenuIds(db: Database, caller: Caller) {
  return db
    .selectFrom('bladeRoleMenu as rm')
    .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
    .innerJoin('bladeUserRole as ur', 'ur.roleId', 'r.id')
    .select('rm.menuId')
    .where('ur.userId', '=', caller.userId)
    .where('r.tenantId', '=', caller.tenantId)
    .where('r.isDeleted', '=', 0)
    .where('r.status', '=', 1)
    .where((eb) => (caller.roleIds.length ? eb('rm.roleId', 'in', caller.roleIds) : eb.lit(false)));
}

function liveMenus(db: Database) {
  return db
    .selectFrom('bladeMenu')
    .selectAll()
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id');
}

/** The caller's side menu: granted menus plus every ancestor, so no granted page is unreachable. */
export async function menuTree(db: Database, caller: Caller, lang: Language): Promise<MenuNode[]> {
  const [menus, granted] = await Promise.all([
    liveMenus(db).where('category', '=', MENU).execute(),
    grantedMenuIds(db, caller).execute(),
  ]);
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const visible = new Set<string>();
  for (const { menuId } of granted) {
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
  const buttons = await liveMenus(db)
    .where('category', '=', BUTTON)
    .where('id', 'in', grantedMenuIds(db, caller))
    .execute();
  const parentIds = [...new Set(buttons.map((button) => button.parentId))];
  const parents = parentIds.length
    ? await liveMenus(db).where('category', '=', MENU).where('id', 'in', parentIds).execute()
    : [];
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
