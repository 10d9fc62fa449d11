import { z } from 'zod';
import { DateTime, Id, IdInput, isFilterDate } from '../common';
import { PageQuery } from '../paging';
import { REBATE_POLICY_STATES, REBATE_SETTLEMENT_STATES } from './rebate.machine';
import { REBATE_PERIODS } from './rebate.periods';
import { REBATE_BASES, REBATE_CALC_MODES } from './rebate.tiers';

export const REBATE_SETTLE_TO = ['REBATE_ACCOUNT', 'CREDIT_NOTE'] as const;
export type RebateSettleTo = (typeof REBATE_SETTLE_TO)[number];
export const REBATE_LIMITS = { name: 100, tiers: 20, scope: 500, remark: 500 } as const;

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd')
  .refine(isFilterDate, 'Expected a real calendar day');

const Decimal = (places: number) =>
  z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d{1,16}(\\.\\d{1,${places}})?$`), `Expected a number with at most ${places} decimals`),
    );

export const RebateTierInput = z.object({
  from: Decimal(3),
  rate: Decimal(6).nullish(),
  perUnit: Decimal(2).nullish(),
});

/** A policy as written: key fields (period, dates, basis, calc mode, tiers, scope) only while DRAFT. */
export const RebatePolicyInput = z
  .object({
    id: IdInput.optional(),
    version: z.coerce.number().int().min(1).optional(),
    ownerPartyId: IdInput.optional().describe('the company for staff (default), or the distributor itself'),
    name: z.string().trim().min(1).max(REBATE_LIMITS.name),
    period: z.enum(REBATE_PERIODS),
    dateFrom: Day,
    dateTo: Day,
    basis: z.enum(REBATE_BASES),
    calcMode: z.enum(REBATE_CALC_MODES),
    tiers: z.array(RebateTierInput).min(1).max(REBATE_LIMITS.tiers),
    scopeGoodsIds: z.array(IdInput).max(REBATE_LIMITS.scope).default([]),
    scopeCategoryIds: z.array(IdInput).max(REBATE_LIMITS.scope).default([]),
    eligibleLevelIds: z.array(IdInput).max(REBATE_LIMITS.scope).default([]),
    eligiblePartyIds: z.array(IdInput).max(REBATE_LIMITS.scope).default([]),
    settleTo: z.enum(REBATE_SETTLE_TO),
    maxUseRatio: Decimal(4).refine((value) => Number(value) > 0 && Number(value) <= 1, 'Expected a ratio in (0, 1]'),
    expiryDays: z.coerce.number().int().min(1).max(3650),
    remark: z.string().trim().max(REBATE_LIMITS.remark).nullish(),
  })
  .refine((policy) => policy.dateTo >= policy.dateFrom, { path: ['dateTo'], message: 'Expected dateTo >= dateFrom' });
export type RebatePolicyInput = z.output<typeof RebatePolicyInput>;

export const RebateTierShape = z.object({
  from: z.string(),
  rate: z.string().nullish(),
  perUnit: z.string().nullish(),
});

export const RebatePolicy = z.object({
  id: Id,
  version: z.number().int(),
  state: z.enum(REBATE_POLICY_STATES),
  ownerPartyId: Id,
  ownerName: z.string().nullable(),
  name: z.string(),
  period: z.enum(REBATE_PERIODS),
  dateFrom: z.string(),
  dateTo: z.string(),
  basis: z.enum(REBATE_BASES),
  calcMode: z.enum(REBATE_CALC_MODES),
  tiers: z.array(RebateTierShape),
  scopeGoodsIds: z.array(Id),
  scopeCategoryIds: z.array(Id),
  eligibleLevelIds: z.array(Id),
  eligiblePartyIds: z.array(Id),
  settleTo: z.enum(REBATE_SETTLE_TO),
  maxUseRatio: z.string(),
  expiryDays: z.number().int(),
  remark: z.string().nullable(),
  createTime: DateTime,
  actions: z.array(z.string()),
});
export type RebatePolicy = z.output<typeof RebatePolicy>;

export const RebatePolicyListQuery = PageQuery.extend({
  state: z.enum(REBATE_POLICY_STATES).optional(),
  name_like: z.string().trim().max(100).optional(),
});

export const RebateAccrual = z.object({
  policyId: Id,
  policyName: z.string(),
  partyId: Id,
  partyName: z.string().nullable(),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  basis: z.enum(REBATE_BASES),
  basisValue: z.string(),
  tierReached: z.number().int().nullable(),
  accruedAmount: z.string(),
  settledAmount: z.string(),
  nextTierGap: z.string().nullable(),
  computedAt: DateTime,
});
export type RebateAccrual = z.output<typeof RebateAccrual>;

export const RebateAccrualListQuery = PageQuery.extend({
  policyId: IdInput.optional(),
  partyId: IdInput.optional(),
  period: z.string().trim().max(10).optional(),
});

export const RebateSettlementLine = z.object({
  period: z.string(),
  kind: z.enum(['ACCRUAL', 'CLAWBACK']),
  basisValue: z.string(),
  amount: z.string(),
});
export type RebateSettlementLine = z.output<typeof RebateSettlementLine>;

export const RebateSettlement = z.object({
  id: Id,
  version: z.number().int(),
  state: z.enum(REBATE_SETTLEMENT_STATES),
  settlementNo: z.string(),
  policyId: Id,
  policyName: z.string(),
  ownerPartyId: Id,
  partyId: Id,
  partyName: z.string().nullable(),
  period: z.string(),
  basisValue: z.string(),
  amount: z.string(),
  settleTo: z.enum(REBATE_SETTLE_TO),
  lines: z.array(RebateSettlementLine),
  postingDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: DateTime,
  actions: z.array(z.string()),
});
export type RebateSettlement = z.output<typeof RebateSettlement>;

export const RebateSettlementListQuery = PageQuery.extend({
  policyId: IdInput.optional(),
  partyId: IdInput.optional(),
  state: z.enum(REBATE_SETTLEMENT_STATES).optional(),
});

/** Drafts one settlement per buyer with something to settle in the period (accrued - settled, with clawbacks). */
export const RebateSettleInput = z.object({ policyId: IdInput, period: z.string().trim().min(1).max(10) });

export const RebateLot = z.object({
  id: Id,
  holderPartyId: Id,
  holderName: z.string().nullable(),
  ownerPartyId: Id,
  settlementId: Id,
  settlementNo: z.string(),
  amount: z.string(),
  remaining: z.string(),
  expiryDate: z.string(),
  maxUseRatio: z.string(),
  expired: z.boolean(),
  writtenOff: z.string().describe('what the daily expiry wrote off of the lot when it lapsed'),
});
export type RebateLot = z.output<typeof RebateLot>;

export const RebateLotListQuery = PageQuery.extend({
  holderPartyId: IdInput.optional(),
  activeOnly: z.coerce.boolean().optional(),
});

/** A buyer's progress on one active policy: "X more to reach the next tier". */
export const RebateProgress = z.object({
  policyId: Id,
  policyName: z.string(),
  ownerPartyId: Id,
  period: z.string(),
  periodEnd: z.string(),
  basis: z.enum(REBATE_BASES),
  calcMode: z.enum(REBATE_CALC_MODES),
  basisValue: z.string(),
  tierReached: z.number().int().nullable(),
  accruedAmount: z.string(),
  nextTierGap: z.string().nullable(),
  nextTierFrom: z.string().nullable(),
  tiers: z.array(RebateTierShape),
});
export type RebateProgress = z.output<typeof RebateProgress>;

export const RebateProgressQuery = z.object({
  buyerPartyId: IdInput.optional().describe('staff: the buyer; a customer account: itself (default)'),
});
