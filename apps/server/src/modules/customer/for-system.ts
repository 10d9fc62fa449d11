import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What the system module asks of customer beyond `customer.api.ts` (a customer's sales people): whether
 * a sales unit still serves a customer, so it may not be removed.
 */
export async function customerOnSaleUnits(
  trx: Transaction<DB>,
  tenantId: string,
  saleUnitIds: readonly string[],
): Promise<boolean> {
  const found = await trx
    .selectFrom('baseCustomer')
    .select('id')
    .where('saleUnitId', 'in', saleUnitIds)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return Boolean(found);
}
