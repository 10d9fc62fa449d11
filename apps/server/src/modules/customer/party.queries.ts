import type { Page, PageQuery } from '@smdp/contracts';
import {
  customerListCodes,
  type Party,
  type PartyOption,
  type PartyState,
  type PartyTier,
  type PartyType,
} from '@smdp/contracts/customer';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { tenantRows } from '../../platform/scope/tenant';
import { enabledAccountsOf, userRealName } from '../user';

const COLUMNS: ListColumns = {
  customerCode: 'p.customer_code',
  customerName: 'p.customer_name',
  customerFullName: 'p.customer_full_name',
  partyType: 'p.party_type',
  state: 'p.state',
  sellerPartyId: 'p.seller_party_id',
  sellerCode: 's.customer_code',
  salespersonId: 'p.salesperson_id',
  territory: 'p.territory',
  taxNo: 'p.tax_no',
  phone: 'p.phone',
  createTime: 'p.create_time',
  updateTime: 'p.update_time',
};

/**
 * The parties a caller manages: company staff the parties of the tenant their data scope reaches; a
 * customer account the parties its customer sells to (a distributor never sees another distributor's
 * sub-customers).
 */
async function managedParties(db: Database, caller: Caller) {
  const parties = await scopedRows(db, caller, 'baseCustomer as p', { owner: 'p.sellerPartyId' });
  return parties
    .leftJoin('baseCustomer as s', 's.id', 'p.sellerPartyId')
    .select([
      'p.id',
      'p.customerCode',
      'p.customerName',
      'p.customerFullName',
      'p.partyType',
      'p.sellerPartyId',
      's.customerCode as sellerCode',
      's.customerName as sellerName',
      'p.levelId',
      'p.priceListId',
      'p.salespersonId',
      (eb) => userRealName(eb, 'p.salespersonId').as('salespersonName'),
      'p.saleUnitId',
      'p.territory',
      'p.taxNo',
      'p.contactName',
      'p.phone',
      'p.lat',
      'p.lng',
      'p.defaultWarehouseId',
      'p.state',
      'p.reviewRemark',
      'p.submittedAt',
      'p.submittedBy',
      'p.approvedAt',
      'p.openedAt',
      'p.closedAt',
      'p.remark',
      'p.version',
      'p.createTime',
    ]);
}

/** Second tier: the seller is a distributor (or sub-distributor), not the company. */
const SUB_SELLERS: readonly PartyType[] = ['DISTRIBUTOR', 'SUB_DISTRIBUTOR'];

export async function listParties(
  db: Database,
  caller: DocumentCaller,
  tier: PartyTier,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Party>> {
  let parties = await managedParties(db, caller);
  // Staff who hold only the sub-customer page's code see only that page's rows, whatever they ask.
  if (!caller.customerId && (tier === 'sub' || !caller.codes.has(customerListCodes.view))) {
    parties = parties.where('s.partyType', 'in', SUB_SELLERS);
  }
  return paginate(applyFilters(parties, query, COLUMNS, zone), query, COLUMNS, {
    column: 'p.customer_code',
    direction: 'asc',
  });
}

export async function partyDetail(db: Database, caller: Caller, id: string): Promise<Party> {
  const party = await (await managedParties(db, caller)).where('p.id', '=', id).executeTakeFirst();
  if (!party) throw notFound();
  return party;
}

/** For pickers (address owner, vehicle owner, closure target): the managed parties, by code or name. */
export async function partyOptions(
  db: Database,
  caller: Caller,
  filter: { keyword?: string | undefined; states?: readonly PartyState[] | undefined },
): Promise<PartyOption[]> {
  let query = await managedParties(db, caller);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('p.customerCode', 'ilike', like), eb('p.customerName', 'ilike', like)]));
  }
  if (filter.states?.length) query = query.where('p.state', 'in', filter.states);
  const rows = await query.orderBy('p.customerCode').limit(200).execute();
  return rows.map(({ id, customerCode, customerName, partyType, state }) => ({
    id,
    customerCode,
    customerName,
    partyType,
    state,
  }));
}

/**
 * Who may sell to a seller's customers (the salesperson picker): the seller's live accounts, or staff
 * accounts when the company sells, as updateParty checks them. A customer account always gets its own.
 */
export async function salespersonOptions(
  db: Database,
  caller: Pick<Caller, 'tenantId' | 'customerId'>,
  sellerPartyId: string | undefined,
) {
  let sellerCustomerId: string | null = caller.customerId;
  if (!caller.customerId && sellerPartyId) {
    const seller = await tenantRows(db, caller, 'baseCustomer')
      .select(['id', 'partyType'])
      .where('id', '=', sellerPartyId)
      .executeTakeFirst();
    if (!seller) throw badRequest('partySellerInvalid');
    sellerCustomerId = seller.partyType === 'COMPANY' ? null : seller.id;
  }
  return enabledAccountsOf(db, caller.tenantId, sellerCustomerId);
}
