import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The audit trail (`recordAudit` writes it) as a derived table, for the log page of the records module:
 * `db.selectFrom(auditTrailAs(db, 'a'))`, then `'a.createTime'` (SQL `a.create_time`) as on the table.
 * PostgreSQL flattens it into a plain read of the table.
 */
export function auditTrailAs<A extends string>(db: Kysely<DB> | Transaction<DB>, alias: A) {
  return db
    .selectFrom('auditLog')
    .select(['id', 'tenantId', 'userId', 'account', 'action', 'entity', 'entityId', 'changes', 'ip', 'createTime'])
    .as(alias);
}
