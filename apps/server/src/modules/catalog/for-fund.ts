import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** A customer level of the tenant by its code (the credit demo gives one a default credit line), or null. */
export async function customerLevelIdByCode(
  db: Kysely<DB> | Transaction<DB>,
  tenantId: string,
  code: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('customerLevel')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', code)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}
