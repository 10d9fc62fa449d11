import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';

/** Whether `id` is a live account of the caller's tenant (a message's recipient, resource module). */
export async function isAccountOfTenant(db: Database | Transaction<DB>, caller: Caller, id: string): Promise<boolean> {
  const user = await tenantRows(db, caller, 'bladeUser').select('id').where('id', '=', id).executeTakeFirst();
  return user !== undefined;
}

/**
 * The customer accounts as a derived table to JOIN (a notice's readers report): live accounts only, with
 * the customer they work for. `.innerJoin(customerAccountsAs(db, 'u'), 'u.customerId', 'p.id')`.
 */
export function customerAccountsAs<A extends string>(db: Database | Transaction<DB>, alias: A) {
  return db
    .selectFrom('bladeUser')
    .select(['id', 'tenantId', 'account', 'realName', 'customerId'])
    .where('isDeleted', '=', 0)
    .where('customerId', 'is not', null)
    .as(alias);
}
