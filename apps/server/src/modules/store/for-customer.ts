import type { ExpressionBuilder, Kysely, StringReference, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/scope/caller';

/** What the customer module reads of store tables (added by helper `customer`, issue 10). */
type Db = Kysely<DB> | Transaction<DB>;
/** A generic `TB` defeats Kysely's inference inside the subquery, which refers out by `sql.ref` only. */
const plain = <D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>) => eb as unknown as ExpressionBuilder<DB, never>;

/** A warehouse's code as a correlated subquery: `.select((eb) => warehouseCode(eb, 'v.warehouseId').as('warehouseCode'))`. */
export function warehouseCode<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('warehouse as wc').select('wc.code').where('wc.id', '=', sql.ref<string>(id));
}

/** The customer owning a warehouse (null: the company's) as a correlated subquery, as `warehouseCode`. */
export function warehouseOwner<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('warehouse as wo').select('wo.ownerCustomerId').where('wo.id', '=', sql.ref<string>(id));
}

/** A warehouse's name as a correlated subquery, as `warehouseCode`. */
export function warehouseName<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('warehouse as wn').select('wn.name').where('wn.id', '=', sql.ref<string>(id));
}

function vehicleWarehouses(db: Db, tenantId: string, ownerPartyId: string | null) {
  const query = db
    .selectFrom('warehouse')
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'VEHICLE')
    .where('isDeleted', '=', 0);
  return ownerPartyId ? query.where('ownerCustomerId', '=', ownerPartyId) : query.where('ownerCustomerId', 'is', null);
}

/** The VEHICLE warehouses of an owner (null: the company's own), for the vehicle form. */
export async function vehicleWarehousesOf(db: Db, tenantId: string, ownerPartyId: string | null) {
  return vehicleWarehouses(db, tenantId, ownerPartyId)
    .select(['id', 'code', 'name'])
    .orderBy('code')
    .limit(500)
    .execute();
}

/** Whether `warehouseId` is a live, not disabled VEHICLE warehouse of the owner (null: the company's). */
export async function isVehicleWarehouseOf(
  db: Db,
  tenantId: string,
  ownerPartyId: string | null,
  warehouseId: string,
): Promise<boolean> {
  const row = await vehicleWarehouses(db, tenantId, ownerPartyId)
    .select('id')
    .where('id', '=', warehouseId)
    .where('state', '<>', 'DISABLED')
    .executeTakeFirst();
  return row !== undefined;
}

export type ActiveShop = {
  id: string;
  shopCode: string;
  shopName: string;
  status: number;
  isDeleted: number;
  bindWarehouseIds: string[];
};

/** A customer's active, live stores with the warehouses bound to them (the shell's store selector). */
export async function activeShopsOf(db: Db, tenantId: string, customerId: string): Promise<ActiveShop[]> {
  const shops = await db
    .selectFrom('customerShop')
    .select(['id', 'shopCode', 'shopName', 'status', 'isDeleted'])
    .where('tenantId', '=', tenantId)
    .where('customerId', '=', customerId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('shopCode')
    .execute();
  if (!shops.length) return [];
  const binds = await db
    .selectFrom('customerShopBind')
    .select(['shopId', 'warehouseId'])
    .where('tenantId', '=', tenantId)
    .where(
      'shopId',
      'in',
      shops.map((shop) => shop.id),
    )
    .where('isDeleted', '=', 0)
    .orderBy('warehouseId')
    .execute();
  return shops.map((shop) => ({
    ...shop,
    bindWarehouseIds: binds.filter((bind) => bind.shopId === shop.id).map((bind) => bind.warehouseId),
  }));
}

/**
 * Closing a party (customer module) closes its live stores and soft-deletes their warehouse bindings,
 * in the closing transaction. Returns the stores closed and the bindings left, for the party's audit entry.
 */
export async function closeShopsOf(
  trx: Transaction<DB>,
  by: Pick<Caller, 'tenantId' | 'userId'>,
  customerId: string,
  now: Date,
) {
  const shops = await trx
    .updateTable('customerShop')
    .set({ status: 0, updateUser: by.userId, updateTime: now })
    .where('tenantId', '=', by.tenantId)
    .where('customerId', '=', customerId)
    .where('isDeleted', '=', 0)
    .returning('id')
    .execute();
  const unbound = shops.length
    ? await trx
        .updateTable('customerShopBind')
        .set({ isDeleted: 1, isDefault: false, updateUser: by.userId, updateTime: now })
        .where(
          'shopId',
          'in',
          shops.map((shop) => shop.id),
        )
        .where('isDeleted', '=', 0)
        .returning(['shopId', 'warehouseId'])
        .execute()
    : [];
  return { shopIds: shops.map((shop) => shop.id), unbound };
}
