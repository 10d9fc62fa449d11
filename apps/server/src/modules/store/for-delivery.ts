import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The demo van's warehouse (type VEHICLE) of an owner by code, written once: the delivery demo seed. */
export async function ensureVehicleWarehouse(
  trx: Transaction<DB>,
  tenantId: string,
  ownerPartyId: string,
  code: string,
  name: string,
): Promise<string> {
  const found = await trx
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', code)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (found) return found.id;
  const created = await trx
    .insertInto('warehouse')
    .values({ tenantId, ownerCustomerId: ownerPartyId, code, name, grade: 1, type: 'VEHICLE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
