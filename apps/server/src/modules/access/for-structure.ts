import { type Expression, expressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * What the structure module asks of access: whether the role `roleId` refers to is a live role of the tenant,
 * as a correlated subquery so the caller's query stays one query.
 */
export function liveRoleOfTenant(roleId: Expression<string>, tenantId: string): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.exists(
    eb
      .selectFrom('bladeRole as r')
      .select('r.id')
      .where('r.id', '=', roleId)
      .where('r.tenantId', '=', tenantId)
      .where('r.isDeleted', '=', 0),
  );
}

/** Whether `roleId` is a live role of the tenant. */
export async function isLiveRole(db: Database | Transaction<DB>, tenantId: string, roleId: string): Promise<boolean> {
  const role = await db
    .selectFrom('bladeRole')
    .select('id')
    .where('id', '=', roleId)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return Boolean(role);
}

/** The live roles of the tenant with their aliases (the structure seed gives each alias its product lines). */
export async function liveRoleAliases(
  db: Database | Transaction<DB>,
  tenantId: string,
): Promise<{ id: string; roleAlias: string }[]> {
  return db
    .selectFrom('bladeRole')
    .select(['id', 'roleAlias'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
}
