import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { ADJUSTMENT_REASONS, ADJUSTMENT_STATES } from './adjustment.machine';
import { UnitCost, VOUCHER_LIMITS } from './voucher.schema';

export const ADJUSTMENT_LIMITS = { lines: VOUCHER_LIMITS.lines, remark: 500, lineRemark: 200 } as const;

/** A signed difference in the line's unit: at most 3 decimals, never zero (`-2`: two fewer, `3`: three more). */
export const SignedQty = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .regex(/^-?\d{1,12}(\.\d{1,3})?$/, 'Expected a number with at most 3 decimals')
      .refine((qty) => Number(qty) !== 0, 'Expected a difference other than zero'),
  );

export const AdjustmentLine = z.object({
  id: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  factor: z.string().describe('base units per unit'),
  batchNo: z.string(),
  qty: z.string().describe('the signed difference in the line unit: below zero takes stock out'),
  unitCost: z.string().nullable().describe('a gain: its cost per base unit; none: the moving average'),
  reason: z.enum(ADJUSTMENT_REASONS),
  remark: z.string().nullable(),
});
export type AdjustmentLine = z.output<typeof AdjustmentLine>;

export const AdjustmentSummary = z.object({
  id: Id,
  voucherNo: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  warehouseId: Id,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  ownerPartyId: Id.nullable().describe("the warehouse's owner; null: the company"),
  sourceType: z.string().nullable().describe("'stock_check': posted by a stock check, read-only"),
  sourceId: Id.nullable(),
  sourceNo: z.string().nullable().describe("the stock check's number"),
  diffValue: z.string().nullable().describe('the absolute value of the differences, set on confirm'),
  needsApproval: z.boolean(),
  approvedBy: Id.nullable(),
  postingDate: z.string().nullable().describe('yyyy-MM-dd: the day it posted'),
  remark: z.string().nullable(),
  version: z.number().int(),
  createUser: Id.nullable(),
  createTime: DateTime,
  updateTime: DateTime,
  lineCount: z.number().int(),
});
export type AdjustmentSummary = z.output<typeof AdjustmentSummary>;
export const Adjustment = AdjustmentSummary.extend({ lines: z.array(AdjustmentLine) });
export type Adjustment = z.output<typeof Adjustment>;

export const AdjustmentLineInput = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(20),
  qty: SignedQty,
  batchNo: z.string().trim().max(VOUCHER_LIMITS.batchNo).nullish(),
  unitCost: UnitCost.nullish().describe('only on a gain'),
  reason: z.enum(ADJUSTMENT_REASONS),
  remark: z.string().trim().max(ADJUSTMENT_LIMITS.lineRemark).nullish(),
});

/** Drafts an adjustment (no id) or changes a draft (id and version); the factor comes from the goods' unit. */
export const AdjustmentInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  warehouseId: IdInput,
  remark: z.string().trim().max(ADJUSTMENT_LIMITS.remark).nullish(),
  lines: z.array(AdjustmentLineInput).min(1).max(ADJUSTMENT_LIMITS.lines),
});
export type AdjustmentInput = z.output<typeof AdjustmentInput>;

export const AdjustmentListQuery = PageQuery.extend({
  voucherNo_like: z.string().max(40).optional(),
  state_equal: z.string().max(20).optional(),
  warehouseId_equal: z.string().max(20).optional(),
  sourceType_equal: z.string().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();
