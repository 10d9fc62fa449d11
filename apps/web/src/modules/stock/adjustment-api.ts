import type { Wire } from '@smdp/contracts';
import type { AdjustmentInput, Adjustment as AdjustmentShape } from '@smdp/contracts/stock';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/http';
import { stockKeys } from './api';

export {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATES,
  type AdjustmentAction,
  type AdjustmentReason,
  type AdjustmentState,
  adjustmentMachine,
  stockAdjustmentCodes,
} from '@smdp/contracts/stock';

export const ADJUSTMENT_API = '/smdp-stock/adjustment';
/** The menu code of the page, which its button codes start with. */
export const ADJUSTMENT_MENU = 'stock_adjustment';

export type Adjustment = Wire<AdjustmentShape>;

const adjustmentKeys = {
  one: (id: string) => [...stockKeys.all, 'adjustment', id] as const,
};

export const saveAdjustment = (body: z.input<typeof AdjustmentInput>) =>
  post<Adjustment>(`${ADJUSTMENT_API}/submit`, body);
/** One action of the machine: `confirm`, `approve`, `post`, `cancel`, or `reverse` with its reason. */
export const moveAdjustment = (action: string, adjustment: Adjustment, remark?: string) =>
  post<Adjustment>(`${ADJUSTMENT_API}/${action}`, { id: adjustment.id, version: adjustment.version, remark });

export const useAdjustment = (id: string) =>
  useQuery({ queryKey: adjustmentKeys.one(id), queryFn: () => get<Adjustment>(`${ADJUSTMENT_API}/detail`, { id }) });
