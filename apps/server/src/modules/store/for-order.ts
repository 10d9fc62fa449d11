import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The DEFECTIVE warehouse damaged returns of `ownerPartyId` (null: the company) go to: an active one
 * under `nearWarehouseId` (its child) first, then the owner's first by id; undefined when it has none.
 */
export async function defectiveWarehouseOf(
  db: Db,
  tenantId: string,
  ownerPartyId: string | null,
  nearWarehouseId: string,
): Promise<string | undefined> {
  let query = db
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('type', '=', 'DEFECTIVE')
    .where('state', '<>', 'DISABLED');
  query =
    ownerPartyId === null
      ? query.where('ownerCustomerId', 'is', null)
      : query.where('ownerCustomerId', '=', ownerPartyId);
  const row = await query
    .orderBy(sql`case when parent_warehouse_id = ${nearWarehouseId} then 0 else 1 end`)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}
