import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';

/** Whether `id` is a live customer of the caller's tenant (a message's recipient, resource module). */
export async function isCustomerOfTenant(db: Database | Transaction<DB>, caller: Caller, id: string): Promise<boolean> {
  const customer = await tenantRows(db, caller, 'baseCustomer').select('id').where('id', '=', id).executeTakeFirst();
  return customer !== undefined;
}
