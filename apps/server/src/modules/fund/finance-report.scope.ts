import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { dataScopeOf } from '../../platform/scope/data-scope';

/**
 * Which buyer accounts a finance report shows, as a condition on the pair `p` (holder, counterparty) and
 * the holder party `h`: company staff the buyers their data scope allows (all, those entered by their
 * departments, or by themselves); a customer's primary account only its own buyers (pairs where it is
 * the seller), never its own account with the company; a narrowed sub-account nothing.
 */
export async function reportPairCondition(db: Database, caller: Caller): Promise<RawBuilder<SqlBool>> {
  const scope = await dataScopeOf(db, caller);
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'customer':
      return scope.ownRowsOnly ? sql<SqlBool>`false` : sql<SqlBool>`p.counterparty_party_id = ${scope.customerId}`;
    case 'depts':
      return scope.deptIds.length ? sql<SqlBool>`h.create_dept in (${sql.join(scope.deptIds)})` : sql<SqlBool>`false`;
    case 'self':
      return sql<SqlBool>`h.create_user = ${caller.userId}`;
  }
}
