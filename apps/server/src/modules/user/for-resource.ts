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
