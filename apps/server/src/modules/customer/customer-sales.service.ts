import type { Page, PageQuery } from '@smdp/contracts';
import type { SalePoint, SalesContactRecord, SalesContacts } from '@smdp/contracts/customer';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { salesContactsOf, saleUnitsAs } from '../system';
import { findPartyByCode } from './customer.api';

/** The shapes live in contracts; named here too for tests that import them from the service. */
export type { SalePoint, SalesContactRecord };

const CONTACT_COLUMNS: ListColumns = {
  customerCode: 'p.customer_code',
  customerName: 'p.customer_name',
  enName: 'c.en_name',
  jobTitle: 'c.job_title',
  saleUnitName: 'u.sale_unit_name',
  sort: 'c.sort',
};

/**
 * The company's people per customer: a customer account sees its own, staff those of the customers
 * their data scope reaches.
 */
export async function listSalesContacts(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<SalesContactRecord>> {
  const contacts = await scopedRows(db, caller, 'customerSalesContact as c', { owner: 'c.customerId' });
  const rows = contacts
    .innerJoin('baseCustomer as p', 'p.id', 'c.customerId')
    .leftJoin(saleUnitsAs(db, 'u'), (join) => join.onRef('u.id', '=', 'c.saleUnitId').on('u.isDeleted', '=', 0))
    .where('c.status', '=', 1)
    .select([
      'c.id',
      'c.customerId',
      'p.customerCode',
      'p.customerName',
      'u.saleUnitName',
      'c.enName',
      'c.jobTitle',
      'c.contactNumber',
      'c.sort',
    ]);
  return paginate(applyFilters(rows, query, CONTACT_COLUMNS, zone), query, CONTACT_COLUMNS, {
    column: 'p.customer_code',
    direction: 'asc',
  });
}

/**
 * Sale units and sales people of one customer (spec §3 "Sales contact"): a customer account always
 * gets its own; staff name a customer of their tenant by code.
 */
export async function salesContactsByCustomerCode(
  db: Database,
  caller: Pick<Caller, 'tenantId' | 'customerId'>,
  customerCode: string | undefined,
): Promise<SalesContacts> {
  if (caller.customerId || !customerCode) return salesContactsOf(db, caller);
  const customer = await findPartyByCode(db, caller.tenantId, customerCode);
  if (!customer) return { saleUnitList: [], salesPersonList: [] };
  return salesContactsOf(db, { tenantId: caller.tenantId, customerId: customer.id });
}

/**
 * Where the goods reach the market: the active stores and sub-distributors a customer account sells
 * to; staff get those their data scope reaches, or of one seller named by code.
 */
export async function salePoints(db: Database, caller: Caller, sellerCode?: string): Promise<SalePoint[]> {
  const parties = await scopedRows(db, caller, 'baseCustomer as p', { owner: 'p.sellerPartyId' });
  let query = parties
    .leftJoin('baseCustomer as s', 's.id', 'p.sellerPartyId')
    .select([
      'p.id',
      'p.customerCode',
      'p.customerName',
      'p.partyType',
      's.customerCode as sellerCode',
      'p.territory',
      'p.phone',
      'p.lat',
      'p.lng',
    ])
    .where('p.state', '=', 'ACTIVE')
    .where('p.partyType', 'in', ['STORE', 'SUB_DISTRIBUTOR']);
  if (!caller.customerId && sellerCode) query = query.where('s.customerCode', '=', sellerCode);
  return query.orderBy('p.customerCode').limit(5000).execute();
}
