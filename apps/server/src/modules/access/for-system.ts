import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, MenuTable } from '../../db/schema';
import type { Caller } from '../../platform/scope/caller';
import { roleIdsOfUser } from '../user';
import { ROLE_NAMES } from './role-names';

/**
 * What the system module asks of access: the menus a caller sees, the menus a tenant package may hold,
 * and the administrator role a new tenant starts with. Writers take the caller's transaction.
 */

type Reader = Kysely<DB>;
export type MenuRow = Selectable<MenuTable>;

/**
 * The ids of the menus granted to the caller's roles. Menus are shared by all tenants, grants are
 * not: a role counts only if it belongs to the caller's tenant, is live, and the caller still holds it
 * (a token names the roles chosen at sign-in; an administrator may have taken one away since).
 */
function grantedTo(db: Reader, caller: Caller) {
  return db
    .selectFrom('bladeRoleMenu as rm')
    .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
    .select('rm.menuId')
    .where(sql<boolean>`r.id in (${roleIdsOfUser(caller.userId)})`)
    .where('r.tenantId', '=', caller.tenantId)
    .where('r.isDeleted', '=', 0)
    .where('r.status', '=', 1)
    .where((eb) => (caller.roleIds.length ? eb('rm.roleId', 'in', caller.roleIds) : eb.lit(false)));
}

export async function menuIdsGrantedTo(db: Reader, caller: Caller): Promise<string[]> {
  return (await grantedTo(db, caller).execute()).map((row) => row.menuId);
}

/** Which of the enabled menus: those granted to a caller, or those with these ids. */
export type MenuChoice = { grantedTo: Caller } | { ids: readonly string[] };

/** The live, enabled menus (category 1) or buttons (2) in display order, all or a choice of them. */
export async function enabledMenus(db: Reader, category: number, among?: MenuChoice): Promise<MenuRow[]> {
  let query = db
    .selectFrom('bladeMenu')
    .selectAll()
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .where('category', '=', category);
  if (among && 'grantedTo' in among) query = query.where('id', 'in', grantedTo(db, among.grantedTo));
  if (among && 'ids' in among) query = query.where('id', 'in', among.ids);
  return query.execute();
}

/** Every live menu and button in display order, with what a picker of them shows. */
export async function liveMenuOutline(db: Reader) {
  return db
    .selectFrom('bladeMenu')
    .select(['id', 'parentId', 'code', 'name', 'nameI18n', 'category'])
    .where('isDeleted', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Which of `menuIds` are live menus or buttons. */
export async function liveMenuIdsAmong(db: Reader, menuIds: readonly string[]): Promise<Set<string>> {
  const found = await db
    .selectFrom('bladeMenu')
    .select('id')
    .where('id', 'in', menuIds)
    .where('isDeleted', '=', 0)
    .execute();
  return new Set(found.map((row) => String(row.id)));
}

/** Takes back every grant the tenants' roles (removed ones too) hold of a menu outside `keptMenuIds`. */
export async function revokeGrantsOutside(
  trx: Transaction<DB>,
  tenantIds: readonly string[],
  keptMenuIds: readonly string[],
): Promise<void> {
  if (!tenantIds.length) return;
  let query = trx
    .deleteFrom('bladeRoleMenu as rm')
    .where('rm.roleId', 'in', (eb) =>
      eb.selectFrom('bladeRole as r').select('r.id').where('r.tenantId', 'in', tenantIds),
    );
  if (keptMenuIds.length) query = query.where('rm.menuId', 'not in', keptMenuIds);
  await query.execute();
}

/** A new tenant's administrator role, granted `menuIds`; returns its id. */
export async function createAdministratorRole(
  trx: Transaction<DB>,
  tenantId: string,
  menuIds: readonly string[],
): Promise<string> {
  const { id: roleId } = await trx
    .insertInto('bladeRole')
    .values({
      tenantId,
      roleName: ROLE_NAMES.administrator.en,
      roleNameI18n: JSON.stringify(ROLE_NAMES.administrator),
      roleAlias: 'administrator',
      sort: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (menuIds.length) {
    await trx
      .insertInto('bladeRoleMenu')
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .execute();
  }
  return roleId;
}
