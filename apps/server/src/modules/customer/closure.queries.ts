import type { Page, PageQuery } from '@smdp/contracts';
import type { ClosureRequest } from '@smdp/contracts/customer';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { userRealName } from '../user';

const COLUMNS: ListColumns = {
  partyCode: 'p.customer_code',
  partyName: 'p.customer_name',
  partyId: 'r.party_id',
  reason: 'r.reason',
  state: 'r.state',
  effectiveDate: 'r.effective_date',
  createTime: 'r.create_time',
};

/**
 * Company staff see the requests of the tenant their data scope reaches; a customer account those about
 * parties it sells to.
 */
async function visibleRequests(db: Database, caller: Caller) {
  const requests = await scopedRows(db, caller, 'customerCloseRequest as r', { owner: 'r.sellerPartyId' });
  return requests
    .innerJoin('baseCustomer as p', 'p.id', 'r.partyId')
    .leftJoin('baseCustomer as s', 's.id', 'r.sellerPartyId')
    .select([
      'r.id',
      'r.partyId',
      'p.customerCode as partyCode',
      'p.customerName as partyName',
      'p.partyType',
      'p.state as partyState',
      'r.sellerPartyId',
      's.customerCode as sellerCode',
      'r.reason',
      'r.reasonDetail',
      'r.evidence',
      'r.effectiveDate',
      'r.state',
      'r.requestedBy',
      (eb) => userRealName(eb, 'r.requestedBy').as('requestedByName'),
      'r.submittedAt',
      'r.submittedBy',
      'r.reviewedBy',
      (eb) => userRealName(eb, 'r.reviewedBy').as('reviewedByName'),
      'r.reviewedAt',
      'r.reviewRemark',
      'r.executedAt',
      'r.version',
      'r.createTime',
    ]);
}

export async function listClosureRequests(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<ClosureRequest>> {
  return paginate(applyFilters(await visibleRequests(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'r.create_time',
    direction: 'desc',
  });
}

export async function closureRequestDetail(db: Database, caller: Caller, id: string): Promise<ClosureRequest> {
  const row = await (await visibleRequests(db, caller)).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
