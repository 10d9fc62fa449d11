import { DATA_SCOPE, type DataScopeValue } from '@smdp/contracts/access';
import type { Expression, ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';
import type { Caller } from './caller';

/**
 * Which rows of a business table the caller may see, always inside its tenant (domain.md rule 7):
 * - `all`: every row of the tenant;
 * - `depts`: rows of these departments (`create_dept`);
 * - `customer`: a customer's account: rows of its customer's party tree, and only the rows it created
 *   itself when its roles say so (`ownRowsOnly`: a sub-account narrowed further, never wider than its primary);
 * - `self`: rows the caller created (`create_user`).
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'depts'; deptIds: string[] }
  | { kind: 'customer'; customerId: string; ownRowsOnly: boolean }
  | { kind: 'self' };

/**
 * What a data scope is made of, each answered by the module that owns its table: the widest scope of
 * the caller's live roles (access), a department and those below it (structure), a customer's party
 * tree as a subquery of party ids (customer).
 */
export type ScopeFacts = {
  widestRoleScope: (db: Database, caller: Caller) => Promise<DataScopeValue>;
  deptAndBelow: (db: Database, tenantId: string, deptId: string) => Promise<string[]>;
  partyTree: (eb: ExpressionBuilder<DB, never>, tenantId: string, customerId: string) => Expression<unknown>;
};

// Set once by the composition root (app.ts): the platform may not import modules, and the facts are
// fixed code, not per-app state, so every app of the process shares them.
let provided: ScopeFacts | undefined;

export function provideScopeFacts(facts: ScopeFacts): void {
  provided = facts;
}

export function scopeFacts(): ScopeFacts {
  if (!provided) throw new Error('scope facts not provided: buildApp provides them before any module runs');
  return provided;
}

/**
 * The caller's data scope: the widest scope of the live roles it signed in with and still holds.
 * A customer's account never sees past its customer's party tree; a scope that needs a department the
 * caller lacks (or names a customer a staff member has none of) falls back to the caller's own rows.
 */
export async function dataScopeOf(db: Database, caller: Caller): Promise<DataScope> {
  const facts = scopeFacts();
  const widest = await facts.widestRoleScope(db, caller);
  if (caller.customerId) {
    return { kind: 'customer', customerId: caller.customerId, ownRowsOnly: widest === DATA_SCOPE.SELF };
  }
  if (widest === DATA_SCOPE.ALL) return { kind: 'all' };
  if (widest === DATA_SCOPE.SELF || widest === DATA_SCOPE.CUSTOMER || !caller.deptId) return { kind: 'self' };
  if (widest === DATA_SCOPE.DEPT) return { kind: 'depts', deptIds: [caller.deptId] };
  return { kind: 'depts', deptIds: await facts.deptAndBelow(db, caller.tenantId, caller.deptId) };
}
