import type { Page, Wire } from '@smdp/contracts';
import type {
  RebateAccrual as AccrualShape,
  RebateLot as LotShape,
  RebatePolicy as PolicyShape,
  RebateProgress as ProgressShape,
  RebatePolicyInput,
  RebateSettlement as SettlementShape,
} from '@smdp/contracts/rebate';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/http';

export {
  REBATE_BASES,
  REBATE_CALC_MODES,
  REBATE_PERIODS,
  REBATE_POLICY_STATES,
  REBATE_SETTLE_TO,
  REBATE_SETTLEMENT_STATES,
  rebateCodes,
} from '@smdp/contracts/rebate';

export const REBATE_API = '/smdp-finance/rebate';

export type RebatePolicy = Wire<PolicyShape>;
export type RebateAccrual = Wire<AccrualShape>;
export type RebateSettlement = Wire<SettlementShape>;
export type RebateLot = Wire<LotShape>;
export type RebateProgress = Wire<ProgressShape>;
export type PolicyInput = z.input<typeof RebatePolicyInput>;

export const rebateKeys = {
  all: ['rebate'] as const,
  policies: (page: number) => [...rebateKeys.all, 'policies', page] as const,
  accruals: (page: number, period: string) => [...rebateKeys.all, 'accruals', page, period] as const,
  settlements: (page: number) => [...rebateKeys.all, 'settlements', page] as const,
  lots: (page: number) => [...rebateKeys.all, 'lots', page] as const,
  progress: (buyerId: string | null) => [...rebateKeys.all, 'progress', buyerId] as const,
};

const PAGE_SIZE = 10;

export const usePolicies = (current: number, enabled = true) =>
  useQuery({
    queryKey: rebateKeys.policies(current),
    queryFn: () => get<Page<RebatePolicy>>(`${REBATE_API}/policy/list`, { current, size: PAGE_SIZE }),
    enabled,
  });

export const useAccruals = (current: number, period: string) =>
  useQuery({
    queryKey: rebateKeys.accruals(current, period),
    queryFn: () =>
      get<Page<RebateAccrual>>(`${REBATE_API}/accrual/list`, {
        current,
        size: PAGE_SIZE,
        period: period || undefined,
      }),
  });

export const useSettlements = (current: number) =>
  useQuery({
    queryKey: rebateKeys.settlements(current),
    queryFn: () => get<Page<RebateSettlement>>(`${REBATE_API}/settlement/list`, { current, size: PAGE_SIZE }),
  });

export const useLots = (current: number) =>
  useQuery({
    queryKey: rebateKeys.lots(current),
    queryFn: () => get<Page<RebateLot>>(`${REBATE_API}/lot/list`, { current, size: PAGE_SIZE }),
  });

/** The buyer's progress on its seller's active policies (its own when no buyer is named). */
export const useRebateProgress = (buyerId: string | null, enabled = true) =>
  useQuery({
    queryKey: rebateKeys.progress(buyerId),
    queryFn: () =>
      get<RebateProgress[]>(`${REBATE_API}/progress`, buyerId ? { buyerPartyId: buyerId } : {}, { quiet: true }),
    enabled,
  });

export const savePolicy = (body: PolicyInput & { id?: string; version?: number }) =>
  post<RebatePolicy>(`${REBATE_API}/policy/save`, body);

export const movePolicy = (action: 'activate' | 'close', policy: RebatePolicy) =>
  post<RebatePolicy>(`${REBATE_API}/policy/${action}`, { id: policy.id, version: policy.version });

export const recomputePolicy = (policy: RebatePolicy) =>
  post<RebatePolicy>(`${REBATE_API}/policy/recompute`, { id: policy.id });

export const createSettlements = (body: { policyId: string; period: string }) =>
  post<RebateSettlement[]>(`${REBATE_API}/settlement/create`, body);

export const moveSettlement = (action: 'approve' | 'post' | 'cancel', settlement: RebateSettlement, remark?: string) =>
  post<RebateSettlement>(`${REBATE_API}/settlement/${action}`, {
    id: settlement.id,
    version: settlement.version,
    ...(remark ? { remark } : {}),
  });
