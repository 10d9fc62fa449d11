import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { visibleWarehouseIds, type WarehouseForStock, warehousesForStock } from '../store';

type Db = Kysely<DB> | Transaction<DB>;

/** Whether the caller may see the warehouse's stock (store's rule: data scope, party tree, keepers). */
export async function warehouseVisible(db: Db, caller: Caller, warehouseId: string): Promise<boolean> {
  const visible = await visibleWarehouseIds(db as Kysely<DB>, caller);
  const row = await db.selectNoFrom((eb) => eb(eb.val(warehouseId), 'in', visible).as('visible')).executeTakeFirst();
  return row?.visible === true;
}

/**
 * The warehouse a voucher names, read (and held `FOR SHARE`) for a write: a live warehouse of the
 * tenant that the caller sees, else not found, whoever owns it.
 */
export async function warehouseForVoucher(
  trx: Transaction<DB>,
  caller: Caller,
  warehouseId: string,
): Promise<WarehouseForStock> {
  const [warehouse] = await warehousesForStock(trx, caller.tenantId, [warehouseId]);
  if (!warehouse || !(await warehouseVisible(trx, caller, warehouse.id))) throw notFound();
  return warehouse;
}
