import type { GrantMenuNode, RoleGrantInput, RoleInput, RoleNode, RoleTreeNode } from '@smdp/contracts/access';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB, RoleTable } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller as AnyCaller } from '../../platform/scope/caller';
import { assertGrantable, grantableMenuIds, localized } from '../system';
import { heldRoleIds } from '../user';

export type RoleFilters = { roleName?: string | undefined; roleAlias?: string | undefined };

type Caller = Pick<AnyCaller, 'tenantId' | 'userId' | 'account'>;
type Reader = Database | Transaction<DB>;
type RoleRow = Selectable<RoleTable>;

const ROOT = '0';

function liveRoles(db: Reader, tenantId: string) {
  return db
    .selectFrom('bladeRole')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('sort')
    .orderBy('id');
}

/**
 * The tenant's roles as a tree. With filters, the matching roles; one whose parent does not match
 * becomes a root, so nothing found is hidden.
 */
export async function roleTree(
  db: Database,
  tenantId: string,
  lang: Language,
  filters: RoleFilters = {},
): Promise<RoleNode[]> {
  const all = await liveRoles(db, tenantId).execute();
  const names = new Map(all.map((row) => [row.id, nameOf(row, lang)]));
  const matches = all.filter(
    (row) =>
      (!filters.roleName || (names.get(row.id) ?? '').toLowerCase().includes(filters.roleName.toLowerCase())) &&
      (!filters.roleAlias || row.roleAlias.toLowerCase().includes(filters.roleAlias.toLowerCase())),
  );
  return linkTree(matches.map((row) => toRole(row, lang, names.get(row.parentId) ?? null)));
}

/** The tenant's roles for a parent picker. */
export async function rolePickerTree(db: Database, tenantId: string, lang: Language): Promise<RoleTreeNode[]> {
  const rows = await liveRoles(db, tenantId).execute();
  const nodes = new Map<string, RoleTreeNode>(
    rows.map((row) => [
      row.id,
      { id: row.id, parentId: row.parentId, title: nameOf(row, lang), key: row.id, value: row.id },
    ]),
  );
  const roots: RoleTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** Saber's parent picker of the role form (`role/tree-by-id`): a role cannot sit under itself or below. */
export async function parentPickerTree(
  db: Database,
  tenantId: string,
  roleId: string,
  lang: Language,
): Promise<RoleTreeNode[]> {
  await roleDetail(db, tenantId, roleId, lang);
  const withoutRole = (nodes: RoleTreeNode[]): RoleTreeNode[] =>
    nodes
      .filter((node) => node.id !== roleId)
      .map((node) => (node.children ? { ...node, children: withoutRole(node.children) } : node));
  return withoutRole(await rolePickerTree(db, tenantId, lang));
}

export async function roleDetail(db: Reader, tenantId: string, id: string, lang: Language): Promise<RoleNode> {
  const row = await liveRoles(db, tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const parent =
    row.parentId === ROOT ? undefined : await liveRoles(db, tenantId).where('id', '=', row.parentId).executeTakeFirst();
  return toRole(row, lang, parent ? nameOf(parent, lang) : null);
}

/**
 * The columns a saved name writes. The form shows the name in the editor's language: sent back
 * unchanged, the stored name and its translations stay; a new name is the role's name in every
 * language, since the old translations no longer say what it is.
 */
async function nameColumns(trx: Transaction<DB>, tenantId: string, input: z.output<typeof RoleInput>, lang: Language) {
  const current = input.id ? await liveRoles(trx, tenantId).where('id', '=', input.id).executeTakeFirst() : undefined;
  if (current && nameOf(current, lang) === input.roleName) return {};
  return { roleName: input.roleName, roleNameI18n: '{}' };
}

/** Creates a role, or updates the one with `id` if `version` is still current (else 409). */
export async function saveRole(
  db: Database,
  caller: Caller,
  input: z.output<typeof RoleInput>,
  lang: Language,
  ip?: string,
): Promise<RoleNode> {
  try {
    return await db.transaction().execute(async (trx) => {
      await assertParentFits(trx, caller.tenantId, input.parentId, input.id);
      const values = {
        parentId: input.parentId,
        ...(await nameColumns(trx, caller.tenantId, input, lang)),
        roleAlias: input.roleAlias,
        sort: input.sort,
        dataScope: input.dataScope,
      };
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladeRole',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(trx, caller, { action: 'update', entity: 'role', entityId: input.id, before, after }, ip);
        return roleDetail(trx, caller.tenantId, after.id, lang);
      }
      const created = await trx
        .insertInto('bladeRole')
        .values({
          ...values,
          roleName: input.roleName,
          tenantId: caller.tenantId,
          createUser: caller.userId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'role', entityId: created.id, after: created }, ip);
      return roleDetail(trx, caller.tenantId, created.id, lang);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('roleAliasTaken', { alias: input.roleAlias });
    throw error;
  }
}

/** A parent must be a live role of the tenant and must not be the role itself or one below it. */
async function assertParentFits(trx: Transaction<DB>, tenantId: string, parentId: string, id?: string) {
  if (parentId === ROOT) return;
  const parents = new Map(
    (
      await trx
        .selectFrom('bladeRole')
        .select(['id', 'parentId'])
        .where('tenantId', '=', tenantId)
        .where('isDeleted', '=', 0)
        .execute()
    ).map((row) => [row.id, row.parentId]),
  );
  if (!parents.has(parentId)) throw badRequest('roleParentInvalid');
  for (let up: string | undefined = parentId; up && up !== ROOT; up = parents.get(up)) {
    if (up === id) throw badRequest('roleParentInvalid');
  }
}

/**
 * Soft-removes roles of the caller's tenant. A role with live roles below it, or still held by a
 * live user, makes the whole call fail with nothing changed.
 */
export async function removeRoles(
  db: Database,
  caller: Caller,
  ids: string[],
  lang: Language,
  ip?: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const child = await liveRoles(trx, caller.tenantId)
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw badRequest('roleHasChildren');
    const held = await trx
      .selectFrom('bladeRole as r')
      .select(['r.roleName', 'r.roleNameI18n'])
      .where('r.id', 'in', ids)
      .where(sql<boolean>`r.id in (${heldRoleIds()})`)
      .where('r.tenantId', '=', caller.tenantId)
      .where('r.isDeleted', '=', 0)
      .executeTakeFirst();
    if (held) throw badRequest('roleInUse', { name: nameOf(held, lang) });
    const removed = await softRemove(trx, 'bladeRole', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'role', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}

/** The live menus and buttons granted to the tenant's roles among `roleIds`. */
export async function grantedMenuIds(db: Reader, tenantId: string, roleIds: string[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectFrom('bladeRoleMenu as rm')
    .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
    .innerJoin('bladeMenu as m', 'm.id', 'rm.menuId')
    .select('rm.menuId')
    .distinct()
    .where('rm.roleId', 'in', roleIds)
    .where('r.tenantId', '=', tenantId)
    .where('r.isDeleted', '=', 0)
    .where('m.isDeleted', '=', 0)
    .orderBy('rm.menuId')
    .execute();
  return rows.map((row) => String(row.menuId));
}

/**
 * Replaces the menus and buttons granted to each role (and its data scope when given). Every role must
 * be the tenant's, every menu must exist and lie inside the tenant's package.
 */
export async function grantRoles(
  db: Database,
  caller: Caller,
  input: z.output<typeof RoleGrantInput>,
  ip?: string,
): Promise<void> {
  const roleIds = [...new Set(input.roleIds)];
  await db.transaction().execute(async (trx) => {
    const roles = await liveRoles(trx, caller.tenantId).where('id', 'in', roleIds).forUpdate().execute();
    if (roles.length !== roleIds.length) throw notFound();
    await assertMenusExist(trx, [...new Set(input.menuIds)]);
    const menuIds = await withAncestorMenus(trx, input.menuIds);
    await assertGrantable(trx, caller.tenantId, menuIds);
    for (const role of roles) {
      const before = { menuIds: await grantedMenuIds(trx, caller.tenantId, [role.id]), dataScope: role.dataScope };
      await trx.deleteFrom('bladeRoleMenu').where('roleId', '=', role.id).execute();
      if (menuIds.length) {
        await trx
          .insertInto('bladeRoleMenu')
          .values(menuIds.map((menuId) => ({ roleId: role.id, menuId })))
          .execute();
      }
      if (input.dataScope !== undefined && input.dataScope !== role.dataScope) {
        await trx
          .updateTable('bladeRole')
          .set({
            dataScope: input.dataScope,
            version: sql`version + 1`,
            updateTime: new Date(),
            updateUser: caller.userId,
          })
          .where('id', '=', role.id)
          .execute();
      }
      const after = { menuIds: [...menuIds].sort(), dataScope: input.dataScope ?? role.dataScope };
      await recordAudit(trx, caller, { action: 'grant', entity: 'role', entityId: role.id, before, after }, ip);
    }
  });
}

/**
 * The menus with every menu above them: a cascading tree (Saber's grant dialog) sends a parent only when
 * all of its children are ticked, and a role holds the menus its pages sit under either way.
 */
async function withAncestorMenus(trx: Transaction<DB>, menuIds: readonly string[]): Promise<string[]> {
  const menus = await trx.selectFrom('bladeMenu').select(['id', 'parentId']).where('isDeleted', '=', 0).execute();
  const parentOf = new Map(menus.map((menu) => [String(menu.id), String(menu.parentId)]));
  const all = new Set<string>();
  for (const id of menuIds) {
    for (let at: string | undefined = id; at && parentOf.has(at) && !all.has(at); at = parentOf.get(at)) all.add(at);
  }
  return [...all];
}

async function assertMenusExist(trx: Transaction<DB>, menuIds: string[]): Promise<void> {
  if (!menuIds.length) return;
  const found = await trx
    .selectFrom('bladeMenu')
    .select('id')
    .where('id', 'in', menuIds)
    .where('isDeleted', '=', 0)
    .execute();
  const known = new Set(found.map((row) => String(row.id)));
  const unknown = menuIds.find((id) => !known.has(id));
  if (unknown) throw badRequest('menuUnknown', { id: unknown });
}

/** The menus and buttons the caller's tenant may grant (its package's, or all), as a tree. */
/** The nodes of `tree` that are granted with every node below them: what a cascading tree shows ticked. */
export function fullyGrantedKeys(tree: readonly GrantMenuNode[], granted: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  const visit = (node: GrantMenuNode): boolean => {
    const childrenFull = node.children.map(visit).every(Boolean);
    const full = granted.has(node.id) && childrenFull;
    if (full) keys.push(node.id);
    return full;
  };
  tree.forEach(visit);
  return keys;
}

export async function grantableMenuTree(db: Database, tenantId: string, lang: Language): Promise<GrantMenuNode[]> {
  const [rows, grantable] = await Promise.all([
    db
      .selectFrom('bladeMenu')
      .select(['id', 'parentId', 'code', 'name', 'nameI18n', 'category'])
      .where('isDeleted', '=', 0)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    grantableMenuIds(db, tenantId),
  ]);
  const nodes = new Map<string, GrantMenuNode>();
  for (const row of rows) {
    if (grantable && !grantable.has(String(row.id))) continue;
    nodes.set(String(row.id), {
      id: String(row.id),
      parentId: String(row.parentId),
      code: row.code,
      name: localized(row.nameI18n, lang, row.name),
      category: row.category,
      title: localized(row.nameI18n, lang, row.name),
      key: String(row.id),
      value: String(row.id),
      children: [],
    });
  }
  const roots: GrantMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A role's name in the caller's language (the untranslated column when that language is missing). */
export const nameOf = (row: Pick<RoleRow, 'roleName' | 'roleNameI18n'>, lang: Language) =>
  localized(row.roleNameI18n, lang, row.roleName);

function toRole(row: RoleRow, lang: Language, parentName: string | null): RoleNode {
  return {
    id: row.id,
    parentId: row.parentId,
    parentName,
    roleName: nameOf(row, lang),
    roleAlias: row.roleAlias,
    sort: row.sort,
    dataScope: row.dataScope,
    status: row.status,
    version: row.version,
    createTime: row.createTime,
    hasChildren: false,
  };
}

/** Links nodes under their parents in the order given; a node whose parent is absent is a root. */
function linkTree<N extends { id: string; parentId: string; children?: N[]; hasChildren: boolean }>(nodes: N[]): N[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: N[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node];
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}
