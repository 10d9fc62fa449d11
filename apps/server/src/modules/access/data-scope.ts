import { DATA_SCOPE, type DataScopeValue } from '@smdp/contracts/access';
import { type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { roleIdsOfUser } from '../user';

/** Widest first: a user holding several roles gets the first of these that any of them has. */
const WIDEST_FIRST: readonly DataScopeValue[] = [
  DATA_SCOPE.ALL,
  DATA_SCOPE.DEPT_AND_BELOW,
  DATA_SCOPE.DEPT,
  DATA_SCOPE.CUSTOMER,
  DATA_SCOPE.SELF,
];

/**
 * The widest `blade_role.data_scope` (migration 0004_access) of the live roles the caller signed in
 * with and still holds; SELF without any. platform/scope turns it into the rows a caller sees.
 */
export async function widestRoleScope(db: Database, caller: Caller): Promise<DataScopeValue> {
  if (!caller.roleIds.length) return DATA_SCOPE.SELF;
  const rows = await db
    .selectFrom('bladeRole as r')
    .select('r.dataScope')
    .distinct()
    .where(sql<SqlBool>`r.id in (${roleIdsOfUser(caller.userId)})`)
    .where('r.id', 'in', caller.roleIds)
    .where('r.tenantId', '=', caller.tenantId)
    .where('r.isDeleted', '=', 0)
    .where('r.status', '=', 1)
    .execute();
  const held = new Set(rows.map((row) => row.dataScope));
  return WIDEST_FIRST.find((scope) => held.has(scope)) ?? DATA_SCOPE.SELF;
}
