import type { CustomerDetail, MyShop, SalesContact } from '@smdp/contracts/customer';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { activeShopsOf } from '../store';
import { saleUnitsAs } from '../system';

type Asker = Pick<Caller, 'tenantId' | 'customerId'>;

/**
 * A customer account always gets its own customer, whatever it asks for; company staff may look up
 * any customer of their tenant by code.
 */
export async function customerDetail(
  db: Database,
  caller: Asker,
  customerCode?: string,
): Promise<CustomerDetail | null> {
  let query = tenantRows(db, caller, 'baseCustomer').select(['id', 'customerCode', 'customerName', 'customerFullName']);
  if (caller.customerId) query = query.where('id', '=', caller.customerId);
  else if (customerCode) query = query.where('customerCode', '=', customerCode);
  else return null;
  return (await query.executeTakeFirst()) ?? null;
}

/** The company's sales people who look after the caller's customer (the shell's contact dialog). */
export async function salesContacts(db: Database, caller: Asker): Promise<SalesContact[]> {
  if (!caller.customerId) return [];
  const rows = await tenantRows(db, caller, 'customerSalesContact as c')
    .leftJoin(saleUnitsAs(db, 'u'), (join) => join.onRef('u.id', '=', 'c.saleUnitId').on('u.isDeleted', '=', 0))
    .select(['c.id', 'u.saleUnitName', 'c.jobTitle', 'c.enName', 'c.contactNumber'])
    .where('c.customerId', '=', caller.customerId)
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

/** The stores the shell's store selector offers: the caller customer's active, live stores. */
export async function myShops(db: Database, caller: Asker): Promise<MyShop[]> {
  if (!caller.customerId) return [];
  return activeShopsOf(db, caller.tenantId, caller.customerId);
}
