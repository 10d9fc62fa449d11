import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { CHECK_SCOPES, CHECK_STATES } from './check.machine';
import { Qty } from './voucher.schema';

export const CHECK_LIMITS = { goods: 500, lines: 2000, reason: 200, remark: 500, frequencyDays: 366 } as const;

const CalendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd');

export const CheckLine = z.object({
  id: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  barcode: z.string().nullable(),
  unit: z.string().describe("the goods' base unit: every quantity of a check is in it"),
  batchNo: z.string(),
  bookQty: z.string().nullable().describe('the balance at start; null to a blind count until it is submitted'),
  countedQty: z.string().nullable(),
  diffQty: z.string().nullable().describe('counted - book (at posting: against the balance then)'),
  unitCost: z.string().nullable().describe('the moving average at the snapshot; hidden with the book quantity'),
  movedSinceSnapshot: z.boolean().describe('the balance moved after the snapshot (a count without freeze)'),
  reason: z.string().nullable(),
});
export type CheckLine = z.output<typeof CheckLine>;

export const CheckSummary = z.object({
  id: Id,
  taskNo: z.string(),
  state: z.enum(CHECK_STATES),
  warehouseId: Id,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  ownerPartyId: Id.nullable(),
  scope: z.enum(CHECK_SCOPES),
  categoryId: Id.nullable(),
  blind: z.boolean(),
  freeze: z.boolean(),
  assignedTo: Id.nullable(),
  assigneeName: z.string().nullable(),
  plannedDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  diffValue: z.string().nullable().describe('sum of |diff x unit cost| at submit; null before, or to a blind count'),
  needsApproval: z.boolean(),
  adjustmentId: Id.nullable(),
  adjustmentNo: z.string().nullable(),
  postingDate: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
  updateTime: DateTime,
  lineCount: z.number().int(),
});
export type CheckSummary = z.output<typeof CheckSummary>;
export const Check = CheckSummary.extend({ lines: z.array(CheckLine) });
export type Check = z.output<typeof Check>;

export const CheckInput = z
  .object({
    warehouseId: IdInput,
    scope: z.enum(CHECK_SCOPES).exclude(['CYCLE']),
    categoryId: IdInput.nullish().describe('required with scope CATEGORY'),
    goodsIds: z.array(IdInput).max(CHECK_LIMITS.goods).nullish().describe('required with scope GOODS_LIST'),
    blind: z.boolean().default(false),
    freeze: z.boolean().default(false),
    assignedTo: IdInput.nullish(),
    plannedDate: CalendarDay.nullish(),
    dueDate: CalendarDay.nullish(),
    remark: z.string().trim().max(CHECK_LIMITS.remark).nullish(),
  })
  .refine((input) => input.scope !== 'CATEGORY' || !!input.categoryId, {
    path: ['categoryId'],
    message: 'Required with scope CATEGORY',
  })
  .refine((input) => input.scope !== 'GOODS_LIST' || (input.goodsIds?.length ?? 0) > 0, {
    path: ['goodsIds'],
    message: 'Required with scope GOODS_LIST',
  })
  .refine((input) => !input.plannedDate || !input.dueDate || input.plannedDate <= input.dueDate, {
    path: ['dueDate'],
    message: 'Expected on or after the planned date',
  });
export type CheckInput = z.output<typeof CheckInput>;

/** Counted quantities of some lines of a task being counted (saved as they are entered). */
export const CheckCountInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  lines: z
    .array(
      z.object({
        id: IdInput,
        countedQty: Qty.nullable(),
        reason: z.string().trim().max(CHECK_LIMITS.reason).nullish(),
      }),
    )
    .min(1)
    .max(CHECK_LIMITS.lines),
});
export type CheckCountInput = z.output<typeof CheckCountInput>;

export const CheckListQuery = PageQuery.extend({
  taskNo_like: z.string().max(40).optional(),
  state_equal: z.string().max(20).optional(),
  warehouseId_equal: z.string().max(20).optional(),
  scope_equal: z.string().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();

/** A warehouse's cycle count: every `frequencyDays` days from its last posted count. */
export const CountSchedule = z.object({
  warehouseId: Id,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  frequencyDays: z.number().int().nullable(),
  lastCountDate: z.string().nullable(),
  nextCountDate: z.string().nullable(),
});
export type CountSchedule = z.output<typeof CountSchedule>;

export const CountScheduleInput = z.object({
  warehouseId: IdInput,
  frequencyDays: z
    .number({ error: 'stockCountFrequencyInvalid' })
    .int({ error: 'stockCountFrequencyInvalid' })
    .min(1, { error: 'stockCountFrequencyInvalid' })
    .max(CHECK_LIMITS.frequencyDays, { error: 'stockCountFrequencyInvalid' })
    .nullable()
    .describe('null: no cycle count'),
});
export type CountScheduleInput = z.output<typeof CountScheduleInput>;

export const CountDifference = z.object({
  lineId: Id,
  taskId: Id,
  taskNo: z.string(),
  adjustmentNo: z.string().nullable(),
  postingDate: z.string(),
  warehouseId: Id,
  warehouseCode: z.string(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  batchNo: z.string(),
  bookQty: z.string(),
  countedQty: z.string(),
  diffQty: z.string(),
  diffValue: z.string(),
  reason: z.string().nullable(),
});
export type CountDifference = z.output<typeof CountDifference>;

export const CountDifferenceQuery = PageQuery.extend({
  warehouseId: IdInput.optional(),
  dateFrom: CalendarDay.optional(),
  dateTo: CalendarDay.optional(),
});
export type CountDifferenceQuery = z.output<typeof CountDifferenceQuery>;
