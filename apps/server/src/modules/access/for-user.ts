import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Language } from '../../platform/i18n/languages';

/** What the user module needs of roles: their names beside an account, and checks of role ids. */

/** Live roles among `roleIds` (a subquery of ids) as `[{ id, name }]` named in `lang`, in role order. */
export const namedRoles = (roleIds: RawBuilder<unknown>, lang: Language) =>
  sql<
    { id: string; name: string }[]
  >`coalesce((select jsonb_agg(jsonb_build_object('id', r.id::text, 'name', coalesce(nullif(r.role_name_i18n->>${lang}::text, ''), r.role_name)) order by r.sort, r.id)
        from blade_role r where r.id in (${roleIds}) and r.is_deleted = 0), '[]'::jsonb)`;

/** The live roles of the tenant with this alias (what the demo seed gives new customer accounts). */
export async function roleIdsByAlias(db: Kysely<DB>, tenantId: string, alias: string): Promise<string[]> {
  const roles = await db
    .selectFrom('bladeRole')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('roleAlias', '=', alias)
    .where('isDeleted', '=', 0)
    .execute();
  return roles.map((role) => role.id);
}

/** How many of `ids` are live roles of the tenant. */
export async function liveRoleCount(trx: Transaction<DB>, tenantId: string, ids: string[]): Promise<number> {
  const found = await trx
    .selectFrom('bladeRole')
    .select('id')
    .where('id', 'in', ids)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
  return found.length;
}

/** The live roles of the tenant among `roleIds`, in role order, with their names in every language. */
export const liveRolesAmong = (db: Kysely<DB>, tenantId: string, roleIds: RawBuilder<unknown>) =>
  db
    .selectFrom('bladeRole as r')
    .select(['r.id', 'r.roleName', 'r.roleNameI18n'])
    .where(sql<boolean>`r.id in (${roleIds})`)
    .where('r.tenantId', '=', tenantId)
    .where('r.isDeleted', '=', 0)
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();

/** Live roles among `roleIds` (a subquery of ids) with their aliases, in role order (any tenant: ids are unique). */
export const roleAliasesAmong = (db: Kysely<DB>, roleIds: RawBuilder<unknown>) =>
  db
    .selectFrom('bladeRole as r')
    .select(['r.id', 'r.roleAlias'])
    .where(sql<boolean>`r.id in (${roleIds})`)
    .where('r.isDeleted', '=', 0)
    .orderBy('r.sort')
    .execute();

/** The tenant's live roles with every name a person may write for one: its name and its translations. */
export async function namesOfRoles(db: Kysely<DB>, tenantId: string): Promise<{ id: string; names: string[] }[]> {
  const roles = await db
    .selectFrom('bladeRole')
    .select(['id', 'roleName', 'roleNameI18n'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
  return roles.map((role) => ({
    id: role.id,
    names: [role.roleName, ...Object.values(role.roleNameI18n ?? {}).filter((name): name is string => Boolean(name))],
  }));
}
