import type { Session } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';

type Caller = Pick<Session, 'tenantId' | 'customerId'>;

export type CustomerDetail = { id: string; customerCode: string; customerName: string; customerFullName: string };

/**
 * A customer account always gets its own customer, whatever it asks for; company staff may look up
 * any customer of their tenant by code.
 */
export async function customerDetail(
  db: Database,
  caller: Caller,
  customerCode?: string,
): Promise<CustomerDetail | null> {
  let query = db
    .selectFrom('baseCustomer')
    .select(['id', 'customerCode', 'customerName', 'customerFullName'])
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0);
  if (caller.customerId) query = query.where('id', '=', caller.customerId);
  else if (customerCode) query = query.where('customerCode', '=', customerCode);
  else return null;
  return (await query.executeTakeFirst()) ?? null;
}

export type SalesContact = {
  id: string;
  saleUnitName: string;
  jobTitle: string;
  enName: string;
  contactNumber: string;
};

/** The company's sales people who look after the caller's customer (the shell's contact dialog). */
export async function salesContacts(db: Database, caller: Caller): Promise<SalesContact[]> {
  if (!caller.customerId) return [];
  const rows = await db
    .selectFrom('customerSalesContact as c')
    .leftJoin('saleUnit as u', (join) => join.onRef('u.id', '=', 'c.saleUnitId').on('u.isDeleted', '=', 0))
    .select(['c.id', 'u.saleUnitName', 'c.jobTitle', 'c.enName', 'c.contactNumber'])
    .where('c.tenantId', '=', caller.tenantId)
    .where('c.customerId', '=', caller.customerId)
    .where('c.isDeleted', '=', 0)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    saleUnitName: row.saleUnitName ?? '',
    jobTitle: row.jobTitle ?? '',
    enName: row.enName,
    contactNumber: row.contactNumber ?? '',
  }));
}

export type MyShop = {
  id: string;
  shopCode: string;
  shopName: string;
  status: number;
  isDeleted: number;
  bindWarehouseIds: string[];
};

/** The stores the shell's store selector offers: the caller customer's active, live stores. */
export async function myShops(db: Database, caller: Caller): Promise<MyShop[]> {
  if (!caller.customerId) return [];
  const shops = await db
    .selectFrom('customerShop')
    .select(['id', 'shopCode', 'shopName', 'status', 'isDeleted'])
    .where('tenantId', '=', caller.tenantId)
    .where('customerId', '=', caller.customerId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('shopCode')
    .execute();
  if (!shops.length) return [];
  const binds = await db
    .selectFrom('customerShopBind')
    .select(['shopId', 'warehouseId'])
    .where('tenantId', '=', caller.tenantId)
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
