import type { Database } from '../platform/db/database';
import { ADMIN_TENANT } from '../platform/tenancy';

/** The id of a demo party by its code (`C0001`), in the demo tenant unless named. */
export async function partyIdOf(db: Database, code: string, tenantId = ADMIN_TENANT): Promise<string> {
  const row = await db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('customerCode', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}
