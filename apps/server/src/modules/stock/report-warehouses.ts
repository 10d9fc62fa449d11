import type { StockReportWarehouse } from '@smdp/contracts/stock';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { visibleWarehouseIds, warehouseCode, warehouseName, warehouseOwner } from '../store';

/**
 * The warehouses whose stock the caller may see, by code: the choices of the reports' warehouse filter and
 * of the vouchers' warehouse pickers (a sub-account may hold no right to the warehouse list itself).
 */
export async function reportWarehouses(db: Database, caller: Caller): Promise<StockReportWarehouse[]> {
  const visible = await visibleWarehouseIds(db, caller);
  return db
    .selectFrom(visible.as('v'))
    .select((eb) => [
      'v.id',
      warehouseCode(eb, 'v.id').as('code'),
      warehouseName(eb, 'v.id').as('name'),
      warehouseOwner(eb, 'v.id').as('ownerCustomerId'),
    ])
    .orderBy('code')
    .limit(2000)
    .execute();
}
