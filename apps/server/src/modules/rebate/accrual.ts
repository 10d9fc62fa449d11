import {
  computeRebate,
  periodByKey,
  periodOf,
  type RebateBasis,
  type RebateCalcMode,
  type RebatePeriod,
  type RebatePeriodSpan,
  type RebateTier,
} from '@smdp/contracts/rebate';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { goodsInCategories } from '../catalog';
import { findParty } from '../customer';
import { type RebateBasisRow, rebateBasis } from '../order';
import { addDays } from './days';

/** What the accrual reads of a policy. Dates are 'YYYY-MM-DD' (select them `::text`). */
export type AccrualPolicy = {
  id: string;
  ownerPartyId: string;
  state: string;
  period: RebatePeriod;
  dateFrom: string;
  dateTo: string;
  basis: RebateBasis;
  calcMode: RebateCalcMode;
  tiers: unknown;
  scopeGoodsIds: unknown;
  scopeCategoryIds: unknown;
  eligibleLevelIds: unknown;
  eligiblePartyIds: unknown;
};

const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const dayText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The policy row as stored, dates as text. */
export async function loadPolicy(db: Kysely<DB>, tenantId: string, id: string): Promise<AccrualPolicy | undefined> {
  const row = await db
    .selectFrom('rebatePolicy')
    .select([
      'id',
      'ownerPartyId',
      'state',
      'period',
      sql<string>`date_from::text`.as('dateFrom'),
      sql<string>`date_to::text`.as('dateTo'),
      'basis',
      'calcMode',
      'tiers',
      'scopeGoodsIds',
      'scopeCategoryIds',
      'eligibleLevelIds',
      'eligiblePartyIds',
    ])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row;
}

/** Whether a buyer is eligible: listed parties and levels (empty: every buyer of the owner). */
async function eligible(db: Kysely<DB>, tenantId: string, policy: AccrualPolicy, buyerId: string) {
  const parties = ids(policy.eligiblePartyIds);
  const levels = ids(policy.eligibleLevelIds);
  if (parties.length > 0 && !parties.includes(buyerId)) return false;
  if (levels.length === 0) return true;
  const party = await findParty(db, tenantId, buyerId);
  return party?.levelId !== null && party?.levelId !== undefined && levels.includes(String(party.levelId));
}

/** The basis rows in the policy's goods scope (goods listed, or in a listed category; none listed: all). */
async function inScope(db: Kysely<DB>, tenantId: string, policy: AccrualPolicy, rows: RebateBasisRow[]) {
  const goods = ids(policy.scopeGoodsIds);
  const categories = ids(policy.scopeCategoryIds);
  if (goods.length === 0 && categories.length === 0) return rows;
  const inCategories = await goodsInCategories(
    db,
    tenantId,
    categories,
    rows.map((row) => row.goodsId),
  );
  return rows.filter((row) => goods.includes(row.goodsId) || inCategories.has(row.goodsId));
}

export type BuyerAccrual = {
  partyId: string;
  basisValue: string;
  tierReached: number | null;
  accruedAmount: string;
  nextTierGap: string | null;
};

/** The accrual of each buyer in one period (buyers null: every buyer with purchases), without writing it. */
export async function accrualsOf(
  db: Kysely<DB>,
  tenantId: string,
  policy: AccrualPolicy,
  span: RebatePeriodSpan,
  buyers: readonly string[] | null,
): Promise<BuyerAccrual[]> {
  const rows = await inScope(
    db,
    tenantId,
    policy,
    await rebateBasis(db, tenantId, {
      sellerPartyId: policy.ownerPartyId,
      buyerPartyIds: buyers,
      dateFrom: span.start,
      dateTo: span.end,
    }),
  );
  const byBuyer = new Map<string, RebateBasisRow[]>((buyers ?? []).map((buyer) => [buyer, []]));
  for (const row of rows) byBuyer.set(row.buyerPartyId, [...(byBuyer.get(row.buyerPartyId) ?? []), row]);
  const result: BuyerAccrual[] = [];
  for (const [partyId, lines] of byBuyer) {
    if (!(await eligible(db, tenantId, policy, partyId))) continue;
    const computed = computeRebate({
      mode: policy.calcMode,
      basis: policy.basis,
      tiers: policy.tiers as RebateTier[],
      lines: lines.map((line) => ({ qty: line.qty, amount: line.amount })),
    });
    result.push({ partyId, ...computed });
  }
  return result;
}

/**
 * Recomputes and stores the accruals of one period (buyers null: every buyer with purchases or with an
 * accrual already). Runs inside the posting transaction of the shipment or return that changed the basis.
 */
export async function recomputePeriod(
  trx: Transaction<DB>,
  tenantId: string,
  policy: AccrualPolicy,
  span: RebatePeriodSpan,
  buyers: readonly string[] | null,
) {
  let wanted = buyers;
  if (wanted === null) {
    const existing = await trx
      .selectFrom('rebateAccrual')
      .select('partyId')
      .where('tenantId', '=', tenantId)
      .where('policyId', '=', policy.id)
      .where('periodKey', '=', span.key)
      .execute();
    const found = await rebateBasis(trx, tenantId, {
      sellerPartyId: policy.ownerPartyId,
      buyerPartyIds: null,
      dateFrom: span.start,
      dateTo: span.end,
    });
    wanted = [...new Set([...existing.map((row) => String(row.partyId)), ...found.map((row) => row.buyerPartyId)])];
  }
  const accruals = await accrualsOf(trx, tenantId, policy, span, wanted);
  const now = new Date();
  for (const accrual of accruals) {
    await trx
      .insertInto('rebateAccrual')
      .values({
        tenantId,
        policyId: policy.id,
        partyId: accrual.partyId,
        periodKey: span.key,
        periodStart: span.start,
        periodEnd: span.end,
        basisValue: accrual.basisValue,
        tierReached: accrual.tierReached,
        accruedAmount: accrual.accruedAmount,
        nextTierGap: accrual.nextTierGap,
        computedAt: now,
      })
      .onConflict((oc) =>
        oc.columns(['tenantId', 'policyId', 'partyId', 'periodKey']).doUpdateSet({
          basisValue: accrual.basisValue,
          tierReached: accrual.tierReached,
          accruedAmount: accrual.accruedAmount,
          nextTierGap: accrual.nextTierGap,
          computedAt: now,
        }),
      )
      .execute();
  }
  return accruals;
}

/** Every period of the policy from its start up to today (or its end), in order. */
export function periodsUpTo(policy: AccrualPolicy, today: string): RebatePeriodSpan[] {
  const spans: RebatePeriodSpan[] = [];
  let day = policy.dateFrom;
  const last = today < policy.dateTo ? today : policy.dateTo;
  while (day <= last) {
    const span = periodOf(policy, day);
    if (!span) break;
    spans.push(span);
    day = addDays(span.end, 1);
  }
  return spans;
}

/** Recomputes every period of a policy so far (activation, the recompute action). */
export async function recomputePolicy(
  trx: Transaction<DB>,
  tenantId: string,
  policy: AccrualPolicy,
  buyers: readonly string[] | null,
  today = new Date().toISOString().slice(0, 10),
) {
  const normalized = { ...policy, dateFrom: dayText(policy.dateFrom), dateTo: dayText(policy.dateTo) };
  for (const span of periodsUpTo(normalized, today)) await recomputePeriod(trx, tenantId, normalized, span, buyers);
}

/** A period of the policy by its key, or undefined. */
export const spanOf = (policy: AccrualPolicy, key: string) => periodByKey(policy, key) ?? undefined;

/**
 * The order module's listener: a shipment or return of the seller's order to the buyer posted, so the
 * buyer's accrual of the period the order is dated in is recomputed for every ACTIVE policy of the seller.
 */
export async function onPurchase(
  trx: Transaction<DB>,
  tenantId: string,
  event: { sellerPartyId: string; buyerPartyId: string; orderDate: string },
) {
  const policies = await trx
    .selectFrom('rebatePolicy')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('ownerPartyId', '=', event.sellerPartyId)
    .where('state', '=', 'ACTIVE')
    .where('isDeleted', '=', 0)
    .where(sql<boolean>`${event.orderDate}::date between date_from and date_to`)
    .execute();
  for (const { id } of policies) {
    const policy = await loadPolicy(trx, tenantId, id);
    const span = policy && periodOf(policy, event.orderDate);
    if (policy && span) await recomputePeriod(trx, tenantId, policy, span, [event.buyerPartyId]);
  }
}
