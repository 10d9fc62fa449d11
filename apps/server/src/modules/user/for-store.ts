import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type Reader = Database | Transaction<DB>;

/**
 * What the store module reads of user: the live accounts of the tenant that belong to `customerId`
 * (null: company staff), the ones among `ids` or, without ids, the first 500 by account.
 */
export async function accountsOfCustomer(db: Reader, tenantId: string, customerId: string | null, ids?: string[]) {
  let query = db
    .selectFrom('bladeUser')
    .select(['id', 'account', 'realName'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0);
  query = customerId ? query.where('customerId', '=', customerId) : query.where('customerId', 'is', null);
  if (ids) return query.where('id', 'in', ids).execute();
  return query.orderBy('account').limit(500).execute();
}
