import { DATA_SCOPE, type DataScopeValue } from '@smdp/contracts/access';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { deptAndBelow } from '../structure';
import { roleIdsOfUser } from '../user';

/** `blade_role.data_scope` (migration 0004_access), declared in the access contract. */
export { DATA_SCOPE, type DataScopeValue };

/** Widest first: a user holding several roles gets the first of these that any of them has. */
const WIDEST_FIRST: readonly DataScopeValue[] = [
  DATA_SCOPE.ALL,
  DATA_SCOPE.DEPT_AND_BELOW,
  DATA_SCOPE.DEPT,
  DATA_SCOPE.CUSTOMER,
  DATA_SCOPE.SELF,
];

/**
 * Which rows of a business list the caller may see, always inside `session.tenantId`:
 * - `all`: every row of the tenant;
 * - `depts`: rows whose department (e.g. `create_dept`) is one of `deptIds`;
 * - `customer`: rows of that customer (the caller's own rows where a table has no customer);
 * - `self`: rows the caller created (`create_user`).
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'depts'; deptIds: string[] }
  | { kind: 'customer'; customerId: string; userId: string }
  | { kind: 'self'; userId: string };

/** What a data scope depends on: every part of the caller but its account name. */
type ScopeCaller = Omit<Caller, 'account'>;

/**
 * The caller's data scope: the widest scope of the live roles they signed in with and still hold.
 * A customer's account never sees past its own customer; a scope that needs a department or a
 * customer the caller lacks falls back to the caller's own rows.
 */
export async function dataScopeOf(db: Database, session: ScopeCaller): Promise<DataScope> {
  const scope = await widestRoleScope(db, session);
  const self: DataScope = { kind: 'self', userId: session.userId };
  if (scope === DATA_SCOPE.SELF) return self;
  if (session.customerId) return { kind: 'customer', customerId: session.customerId, userId: session.userId };
  if (scope === DATA_SCOPE.ALL) return { kind: 'all' };
  if (scope === DATA_SCOPE.CUSTOMER || !session.deptId) return self;
  if (scope === DATA_SCOPE.DEPT) return { kind: 'depts', deptIds: [session.deptId] };
  return { kind: 'depts', deptIds: await deptAndBelow(db, session.tenantId, session.deptId) };
}

async function widestRoleScope(db: Database, session: ScopeCaller): Promise<DataScopeValue> {
  if (!session.roleIds.length) return DATA_SCOPE.SELF;
  const rows = await db
    .selectFrom('bladeRole as r')
    .select('r.dataScope')
    .distinct()
    .where(sql<boolean>`r.id in (${roleIdsOfUser(session.userId)})`)
    .where('r.id', 'in', session.roleIds)
    .where('r.tenantId', '=', session.tenantId)
    .where('r.isDeleted', '=', 0)
    .where('r.status', '=', 1)
    .execute();
  const held = new Set(rows.map((row) => row.dataScope));
  return WIDEST_FIRST.find((scope) => held.has(scope)) ?? DATA_SCOPE.SELF;
}

/**
 * Columns a list is scoped by, as Kysely names them (camelCase, optionally qualified: `o.createDept`).
 * `dept` and `creator` default to the audit columns every business table has.
 */
export type ScopeColumns = { dept?: string; creator?: string; customer?: string };

/**
 * The condition a business list adds beside its tenant filter: `.where(inScope(scope, { customer: 'o.customerId' }))`.
 * A table without a customer column shows a customer's account only the rows it created.
 */
export function inScope(scope: DataScope, columns: ScopeColumns = {}): RawBuilder<SqlBool> {
  const creator = sql.ref(columns.creator ?? 'createUser');
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'depts':
      return scope.deptIds.length
        ? sql<SqlBool>`${sql.ref(columns.dept ?? 'createDept')} in (${sql.join(scope.deptIds)})`
        : sql<SqlBool>`false`;
    case 'customer':
      return columns.customer
        ? sql<SqlBool>`${sql.ref(columns.customer)} = ${scope.customerId}`
        : sql<SqlBool>`${creator} = ${scope.userId}`;
    case 'self':
      return sql<SqlBool>`${creator} = ${scope.userId}`;
  }
}
