import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { WarehouseState } from './store.tables';

/** What the stock module reads of a warehouse before it moves stock in it (issue 12). */
export type WarehouseForStock = {
  id: string;
  code: string;
  ownerCustomerId: string | null;
  state: WarehouseState;
  allowNegative: boolean;
};

/**
 * The live warehouses among `ids` in the tenant, locked `FOR SHARE` in id order: a posting holds them
 * until it commits, so a warehouse cannot switch to COUNTING (an update) under a posting that read it
 * ACTIVE. Ids of another tenant or of deleted warehouses are simply absent.
 */
export async function warehousesForStock(
  trx: Transaction<DB>,
  tenantId: string,
  ids: readonly string[],
): Promise<WarehouseForStock[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('warehouse')
    .select(['id', 'code', 'ownerCustomerId', 'state', 'allowNegative'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('id', 'in', ids)
    .orderBy('id')
    .forShare()
    .execute();
}
