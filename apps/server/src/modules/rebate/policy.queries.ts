import { availableActions, type Page } from '@smdp/contracts';
import { type RebatePolicy, type RebateTier, rebatePolicyMachine } from '@smdp/contracts/rebate';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyName } from '../customer';

const COLUMNS: ListColumns = {
  name: 'p.name',
  state: 'p.state',
  period: 'p.period',
  dateFrom: 'p.date_from',
  createTime: 'p.create_time',
};

type Alias = ExpressionBuilder<DB & { p: DB['rebatePolicy'] }, 'p'>;

/** The policies the caller sees: staff by data scope, a distributor's account the policies it owns. */
export async function visiblePolicies(db: Database, caller: Caller) {
  return (await scopedRows(db, caller, 'rebatePolicy as p', { party: 'p.ownerPartyId' })).select([
    'p.id',
    'p.version',
    'p.state',
    'p.ownerPartyId',
    (eb: Alias) => partyName(eb, 'p.ownerPartyId').as('ownerName'),
    'p.name',
    'p.period',
    sql<string>`p.date_from::text`.as('dateFrom'),
    sql<string>`p.date_to::text`.as('dateTo'),
    'p.basis',
    'p.calcMode',
    'p.tiers',
    'p.scopeGoodsIds',
    'p.scopeCategoryIds',
    'p.eligibleLevelIds',
    'p.eligiblePartyIds',
    'p.settleTo',
    'p.maxUseRatio',
    'p.expiryDays',
    'p.remark',
    'p.createTime',
  ]);
}

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof visiblePolicies>>['executeTakeFirstOrThrow']>>;

const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function toPolicy(row: Row, caller: DocumentCaller): RebatePolicy {
  return {
    ...row,
    ownerName: row.ownerName ?? null,
    tiers: row.tiers as RebateTier[],
    scopeGoodsIds: ids(row.scopeGoodsIds),
    scopeCategoryIds: ids(row.scopeCategoryIds),
    eligibleLevelIds: ids(row.eligibleLevelIds),
    eligiblePartyIds: ids(row.eligiblePartyIds),
    actions: ownsPolicy(caller, row.ownerPartyId) ? availableActions(rebatePolicyMachine, row.state, caller.codes) : [],
  };
}

/** Company staff act on the company's policies, a distributor's account on its own; a buyer never on its seller's. */
export const ownsPolicy = (caller: Caller, ownerPartyId: string) =>
  caller.customerId === null || caller.customerId === ownerPartyId;

export async function policyDetail(db: Database, caller: DocumentCaller, id: string): Promise<RebatePolicy> {
  const row = await (await visiblePolicies(db, caller)).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toPolicy(row, caller);
}

export async function listPolicies(
  db: Database,
  caller: DocumentCaller,
  query: { current: number; size: number } & Record<string, unknown>,
  zone: string,
): Promise<Page<RebatePolicy>> {
  const rows = applyFilters(await visiblePolicies(db, caller), query, COLUMNS, zone);
  const page = await paginate(rows, query, COLUMNS, { column: 'p.id', direction: 'desc' });
  return { ...page, records: page.records.map((row) => toPolicy(row as Row, caller)) };
}
