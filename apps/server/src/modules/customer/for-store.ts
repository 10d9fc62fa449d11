import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type Reader = Database | Transaction<DB>;

/**
 * What the store module reads of customer. `customerNames` is a derived table to join (`.innerJoin(
 * customerNames(db).as('c'), 'c.id', 's.customerId')`), so a list stays one query and can filter and
 * sort on the customer's code and name.
 */
export const customerNames = (db: Reader) =>
  db.selectFrom('baseCustomer').select(['id', 'customerCode', 'customerName']);

/** Whether `customerId` is a live customer of the tenant. */
export async function isLiveCustomer(db: Reader, tenantId: string, customerId: string): Promise<boolean> {
  const customer = await db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', customerId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return Boolean(customer);
}
