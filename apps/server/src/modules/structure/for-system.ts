import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What the system module asks of structure: the departments a company setting is made for (a company is
 * a department), and a new tenant's head office. Writers take the caller's transaction.
 */

/**
 * The departments as a derived table to join, for lists that show, filter and sort on a department's
 * name: `.leftJoin(deptsAs(db, 'd'), 'd.id', 's.companyId')`, then `'d.deptName'` (SQL `d.dept_name`).
 * Includes removed departments, as a plain join does; filter `d.isDeleted` where that matters.
 */
export function deptsAs<A extends string>(db: Kysely<DB>, alias: A) {
  return db.selectFrom('bladeDept').select(['id', 'tenantId', 'deptName', 'sort', 'isDeleted']).as(alias);
}

/** A new tenant's head office, the top of its department tree; returns its id. */
export async function createHeadOffice(trx: Transaction<DB>, tenantId: string, tenantName: string): Promise<string> {
  const { id } = await trx
    .insertInto('bladeDept')
    .values({ tenantId, deptName: 'Head office', fullName: tenantName, sort: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
