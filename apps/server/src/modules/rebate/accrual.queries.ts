import type { Page } from '@smdp/contracts';
import {
  periodOf,
  type RebateAccrual,
  type RebateLot,
  type RebateProgress,
  type RebateTier,
} from '@smdp/contracts/rebate';
import Decimal from 'decimal.js';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { dataScopeOf } from '../../platform/scope/data-scope';
import { companyPartyOf, findParty, partyName } from '../customer';
import { accrualsOf, loadPolicy } from './accrual';
import { todayIn } from './days';
import { REBATE_EXPIRY_SOURCE } from './expiry';
import { visiblePolicies } from './policy.queries';

/**
 * Who sees which accruals and lots: company staff those of the policies their data scope reaches; a
 * customer's account its own (as a buyer) and those of the policies it owns (its sub-customers'); a
 * sub-account narrowed to its own rows none (it sees no one's money).
 */
async function partyCondition(db: Database, caller: Caller, partyColumn: string, ownerColumn: string) {
  if (caller.customerId === null) return null;
  const scope = await dataScopeOf(db, caller);
  if (scope.kind === 'customer' && scope.ownRowsOnly) return sql<boolean>`false`;
  return sql<boolean>`(${sql.ref(partyColumn)} = ${caller.customerId} or ${sql.ref(ownerColumn)} = ${caller.customerId})`;
}

const ACCRUAL_COLUMNS: ListColumns = {
  policyId: 'a.policy_id',
  partyId: 'a.party_id',
  period: 'a.period_key',
  accruedAmount: 'a.accrued_amount',
  computedAt: 'a.computed_at',
};

type AccrualAlias = ExpressionBuilder<DB & { a: DB['rebateAccrual']; p: DB['rebatePolicy'] }, 'a' | 'p'>;

export async function listAccruals(
  db: Database,
  caller: DocumentCaller,
  query: { current: number; size: number } & Record<string, unknown>,
  zone: string,
): Promise<Page<RebateAccrual>> {
  let rows = db
    .selectFrom('rebateAccrual as a')
    .innerJoin('rebatePolicy as p', 'p.id', 'a.policyId')
    .select([
      sql<string>`a.policy_id::text`.as('policyId'),
      'p.name as policyName',
      sql<string>`a.party_id::text`.as('partyId'),
      (eb: AccrualAlias) => partyName(eb, 'a.partyId').as('partyName'),
      'a.periodKey as period',
      sql<string>`a.period_start::text`.as('periodStart'),
      sql<string>`a.period_end::text`.as('periodEnd'),
      'p.basis',
      sql<string>`(case when p.basis = 'AMOUNT' then round(a.basis_value, 2) else a.basis_value end)::text`.as(
        'basisValue',
      ),
      'a.tierReached',
      sql<string>`a.accrued_amount::text`.as('accruedAmount'),
      sql<string>`coalesce((select sum((line->>'amount')::numeric) from rebate_settlement s,
        jsonb_array_elements(s.lines) line where s.tenant_id = a.tenant_id and s.policy_id = a.policy_id
        and s.party_id = a.party_id and s.state = 'POSTED' and line->>'period' = a.period_key), 0)::numeric(18,2)::text`.as(
        'settledAmount',
      ),
      sql<
        string | null
      >`(case when p.basis = 'AMOUNT' then round(a.next_tier_gap, 2) else a.next_tier_gap end)::text`.as('nextTierGap'),
      'a.computedAt',
    ])
    .where('a.tenantId', '=', caller.tenantId)
    .where('p.isDeleted', '=', 0);
  const condition = await partyCondition(db, caller, 'a.party_id', 'p.owner_party_id');
  if (condition) rows = rows.where(condition);
  else rows = rows.where('p.id', 'in', (await visiblePolicies(db, caller)).clearSelect().select('p.id'));
  const filtered = applyFilters(rows, query, ACCRUAL_COLUMNS, zone);
  return paginate(filtered as SelectQueryBuilder<DB, 'rebateAccrual', RebateAccrual>, query, ACCRUAL_COLUMNS, {
    column: 'a.id',
    direction: 'desc',
  });
}

const LOT_COLUMNS: ListColumns = {
  holderPartyId: 'l.holder_party_id',
  expiryDate: 'l.expiry_date',
  remaining: 'l.remaining',
};

type LotAlias = ExpressionBuilder<DB & { l: DB['rebateLot'] }, 'l'>;

/** The rebate lots the caller sees, first expiring first; `activeOnly`: unexpired lots with something left. */
export async function listLots(
  db: Database,
  caller: DocumentCaller,
  query: { current: number; size: number; activeOnly?: boolean | undefined } & Record<string, unknown>,
  zone: string,
): Promise<Page<RebateLot>> {
  const today = todayIn(new Date(), zone);
  const { activeOnly, ...filters } = query;
  let rows = db
    .selectFrom('rebateLot as l')
    .innerJoin('rebateSettlement as s', 's.id', 'l.settlementId')
    .select([
      sql<string>`l.id::text`.as('id'),
      sql<string>`l.holder_party_id::text`.as('holderPartyId'),
      (eb: LotAlias) => partyName(eb, 'l.holderPartyId').as('holderName'),
      sql<string>`l.owner_party_id::text`.as('ownerPartyId'),
      sql<string>`l.settlement_id::text`.as('settlementId'),
      's.settlementNo',
      sql<string>`l.amount::text`.as('amount'),
      sql<string>`l.remaining::text`.as('remaining'),
      sql<string>`l.expiry_date::text`.as('expiryDate'),
      sql<string>`l.max_use_ratio::text`.as('maxUseRatio'),
      sql<boolean>`(l.expiry_date < ${today})`.as('expired'),
      sql<string>`coalesce((select sum(u.amount) from rebate_lot_use u where u.tenant_id = l.tenant_id
        and u.lot_id = l.id and u.source_type = ${REBATE_EXPIRY_SOURCE}), 0)::numeric(18,2)::text`.as('writtenOff'),
    ])
    .where('l.tenantId', '=', caller.tenantId);
  const condition = await partyCondition(db, caller, 'l.holder_party_id', 'l.owner_party_id');
  if (condition) rows = rows.where(condition);
  else {
    rows = rows.where('s.policyId', 'in', (await visiblePolicies(db, caller)).clearSelect().select('p.id'));
  }
  if (activeOnly) rows = rows.where(sql<boolean>`l.expiry_date >= ${today} and l.remaining > 0`);
  const filtered = applyFilters(rows, filters, LOT_COLUMNS, zone);
  return paginate(filtered as SelectQueryBuilder<DB, 'rebateLot', RebateLot>, query, LOT_COLUMNS, {
    column: 'l.expiry_date',
    direction: 'asc',
  });
}

/**
 * A buyer's progress on the ACTIVE policies of its seller that cover today ("X more to reach the next
 * tier"), computed now from its purchases. Staff name the buyer; a customer's account asks for itself
 * or one of its sub-customers; a sub-account narrowed to its own rows sees none.
 */
export async function rebateProgress(
  db: Database,
  caller: DocumentCaller,
  query: { buyerPartyId?: string | undefined },
  zone: string,
): Promise<RebateProgress[]> {
  const buyerId = query.buyerPartyId ?? caller.customerId;
  if (!buyerId) throw notFound();
  const buyer = await findParty(db, caller.tenantId, buyerId, {
    soldBy: caller.customerId,
    orSelf: caller.customerId !== null,
  });
  if (!buyer) throw notFound();
  if (caller.customerId !== null) {
    const scope = await dataScopeOf(db, caller);
    if (scope.kind === 'customer' && scope.ownRowsOnly) return [];
  }
  const seller = buyer.sellerPartyId ?? (await companyPartyOf(db, caller.tenantId));
  if (!seller) return [];
  const today = todayIn(new Date(), zone);
  const policies = await db
    .selectFrom('rebatePolicy')
    .select(['id', 'name'])
    .where('tenantId', '=', caller.tenantId)
    .where('ownerPartyId', '=', seller)
    .where('state', '=', 'ACTIVE')
    .where('isDeleted', '=', 0)
    .where(sql<boolean>`${today}::date between date_from and date_to`)
    .orderBy('id')
    .execute();
  const result: RebateProgress[] = [];
  for (const { id, name } of policies) {
    const policy = await loadPolicy(db, caller.tenantId, id);
    const span = policy && periodOf(policy, today);
    if (!policy || !span) continue;
    const [accrual] = await accrualsOf(db, caller.tenantId, policy, span, [buyer.id]);
    if (!accrual) continue; // not eligible
    const tiers = policy.tiers as RebateTier[];
    const next = tiers[accrual.tierReached === null ? 0 : accrual.tierReached + 1];
    result.push({
      policyId: policy.id,
      policyName: name,
      ownerPartyId: policy.ownerPartyId,
      period: span.key,
      periodEnd: span.end,
      basis: policy.basis,
      calcMode: policy.calcMode,
      basisValue: accrual.basisValue,
      tierReached: accrual.tierReached,
      accruedAmount: accrual.accruedAmount,
      nextTierGap: accrual.nextTierGap,
      nextTierFrom:
        next && policy.calcMode !== 'PER_LINE'
          ? new Decimal(next.from).toFixed(policy.basis === 'AMOUNT' ? 2 : 3)
          : null,
      tiers,
    });
  }
  return result;
}
