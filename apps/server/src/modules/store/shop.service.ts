import type { Page, PageQuery } from '@smdp/contracts';
import type { Shop, ShopBindInput, ShopBinding, ShopInput, ShopStatusInput } from '@smdp/contracts/store';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { lockScopedRow, scopedRows } from '../../platform/scope/scoped';
import { customerNames, isLiveCustomer } from '../customer';
import { shopFeatureOn } from '../system';

const COLUMNS: ListColumns = {
  shopCode: 's.shop_code',
  shopName: 's.shop_name',
  status: 's.status',
  customerId: 's.customer_id',
  customerCode: 'c.customer_code',
  createTime: 's.create_time',
};

/** A customer account sees its own customer's stores; company staff the tenant's stores their data scope reaches. */
async function visible(db: Database, caller: Caller) {
  const shops = await scopedRows(db, caller, 'customerShop as s', { owner: 's.customerId' });
  return shops
    .innerJoin(customerNames(db).as('c'), 'c.id', 's.customerId')
    .select([
      's.id',
      's.customerId',
      'c.customerCode',
      'c.customerName',
      's.shopCode',
      's.shopName',
      's.address',
      's.remark',
      's.status',
      's.version',
      's.createTime',
    ]);
}

async function withBindings<T extends { id: string }>(db: Database, rows: T[]) {
  if (!rows.length) return [];
  const binds = await db
    .selectFrom('customerShopBind')
    .select(['shopId', 'warehouseId', 'isDefault'])
    .where(
      'shopId',
      'in',
      rows.map((row) => row.id),
    )
    .where('isDeleted', '=', 0)
    .orderBy('warehouseId')
    .execute();
  return rows.map((row) => {
    const own = binds.filter((bind) => bind.shopId === row.id);
    return {
      ...row,
      bindWarehouseIds: own.map((bind) => bind.warehouseId),
      defaultWarehouseId: own.find((bind) => bind.isDefault)?.warehouseId ?? null,
    };
  });
}

export async function listShops(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Shop>> {
  const page = await paginate(applyFilters(await visible(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 's.shop_code',
    direction: 'asc',
  });
  return { ...page, records: await withBindings(db, page.records) };
}

export async function shopDetail(db: Database, caller: Caller, id: string): Promise<Shop> {
  const row = await (await visible(db, caller)).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return (await withBindings(db, [row]))[0] as Shop;
}

/** spec §5: stores exist only while the company has the store feature switched on. */
async function assertShopFeature(db: Database, tenantId: string) {
  if (!(await shopFeatureOn(db, tenantId))) throw badRequest('shopFeatureOff');
}

export async function createShop(db: Database, caller: Caller, input: ShopInput, ip?: string): Promise<Shop> {
  await assertShopFeature(db, caller.tenantId);
  const customerId = caller.customerId ?? input.customerId;
  if (!customerId) throw badRequest('tip_input', { field: 'customerId' });
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await isLiveCustomer(trx, caller.tenantId, customerId))) throw badRequest('customerNotFound');
      const created = await trx
        .insertInto('customerShop')
        .values({
          tenantId: caller.tenantId,
          customerId,
          shopCode: input.shopCode,
          shopName: input.shopName,
          address: input.address ?? null,
          remark: input.remark ?? null,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'shop', entityId: created.id, after: created }, ip);
      return shopDetail(trx, caller, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('shopCodeExists', { code: input.shopCode });
    throw error;
  }
}

export async function updateShop(
  db: Database,
  caller: Caller,
  input: ShopInput & { id: string; version: number },
  ip?: string,
): Promise<Shop> {
  await assertShopFeature(db, caller.tenantId);
  try {
    return await db.transaction().execute(async (trx) => {
      await assertOwned(trx, caller, input.id);
      const { before, after } = await updateVersioned(
        trx,
        'customerShop',
        { id: input.id, version: input.version },
        {
          shopCode: input.shopCode,
          shopName: input.shopName,
          address: input.address ?? null,
          remark: input.remark ?? null,
        },
        { tenantId: caller.tenantId, userId: caller.userId },
      );
      await recordAudit(trx, caller, { action: 'update', entity: 'shop', entityId: input.id, before, after }, ip);
      return shopDetail(trx, caller, input.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('shopCodeExists', { code: input.shopCode });
    throw error;
  }
}

/** Opens (1) or closes (0) a store; the store selector lists open ones only. */
export async function setShopStatus(db: Database, caller: Caller, input: ShopStatusInput, ip?: string): Promise<Shop> {
  return db.transaction().execute(async (trx) => {
    await assertOwned(trx, caller, input.id);
    const { before, after } = await updateVersioned(
      trx,
      'customerShop',
      { id: input.id, version: input.version },
      { status: input.status },
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'status', entity: 'shop', entityId: input.id, before, after }, ip);
    return shopDetail(trx, caller, input.id);
  });
}

async function assertOwned(trx: Transaction<DB>, caller: Caller, shopId: string): Promise<{ customerId: string }> {
  return lockScopedRow(trx, caller, 'customerShop', shopId, { owner: 'customerShop.customerId' });
}

export async function shopBindings(db: Database, caller: Caller, shopId: string): Promise<ShopBinding[]> {
  await shopDetail(db, caller, shopId);
  return db
    .selectFrom('customerShopBind as b')
    .innerJoin('warehouse as w', 'w.id', 'b.warehouseId')
    .select(['b.warehouseId', 'w.code', 'w.name', 'w.grade', 'b.isDefault'])
    .where('b.shopId', '=', shopId)
    .where('b.isDeleted', '=', 0)
    .orderBy('w.code')
    .execute();
}

/**
 * Replaces a store's warehouse bindings (domain.md §6 StoreWarehouse): only active warehouses of the
 * store's own customer, one of them the default (the first when none is named).
 */
export async function bindWarehouses(
  db: Database,
  caller: Caller,
  input: ShopBindInput,
  ip?: string,
): Promise<ShopBinding[]> {
  const warehouseIds = [...new Set(input.warehouseIds)];
  const defaultId = input.defaultWarehouseId ?? warehouseIds[0];
  if (defaultId && !warehouseIds.includes(defaultId)) throw badRequest('warehouseNotUsable');
  await db.transaction().execute(async (trx) => {
    const shop = await assertOwned(trx, caller, input.shopId);
    if (warehouseIds.length) {
      const usable = await trx
        .selectFrom('warehouse')
        .select('id')
        .where('tenantId', '=', caller.tenantId)
        .where('ownerCustomerId', '=', shop.customerId)
        .where('state', '<>', 'DISABLED')
        .where('isDeleted', '=', 0)
        .where('id', 'in', warehouseIds)
        .execute();
      if (usable.length !== warehouseIds.length) throw badRequest('warehouseNotUsable');
    }
    const before = await trx
      .selectFrom('customerShopBind')
      .select(['warehouseId', 'isDefault'])
      .where('shopId', '=', input.shopId)
      .where('isDeleted', '=', 0)
      .execute();
    // Bindings are a set: replaced whole, the old rows deleted (their history is in the audit log).
    await trx.deleteFrom('customerShopBind').where('shopId', '=', input.shopId).execute();
    if (warehouseIds.length) {
      await trx
        .insertInto('customerShopBind')
        .values(
          warehouseIds.map((warehouseId) => ({
            tenantId: caller.tenantId,
            shopId: input.shopId,
            warehouseId,
            isDefault: warehouseId === defaultId,
            createUser: caller.userId,
            updateUser: caller.userId,
          })),
        )
        .execute();
    }
    await recordAudit(
      trx,
      caller,
      {
        action: 'bind',
        entity: 'shop',
        entityId: input.shopId,
        before: { warehouses: before },
        after: {
          warehouses: warehouseIds.map((warehouseId) => ({ warehouseId, isDefault: warehouseId === defaultId })),
        },
      },
      ip,
    );
  });
  return shopBindings(db, caller, input.shopId);
}
