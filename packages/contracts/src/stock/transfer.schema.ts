import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { TRANSFER_STATES } from './transfer.machine';
import { PositiveQty, Qty, VOUCHER_LIMITS } from './voucher.schema';

const Remark = z.string().trim().max(VOUCHER_LIMITS.remark).nullish();

export const TransferLine = z.object({
  id: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  factor: z.string().describe('base units per unit'),
  batchNo: z.string(),
  qty: z.string().describe('what ships, in the line unit'),
  receivedQty: z.string().nullable().describe('what arrived, entered when receiving'),
  shortageQty: z.string().nullable().describe('shipped less received, once received'),
  diffReason: z.string().nullable().describe('why less arrived than shipped'),
});
export type TransferLine = z.output<typeof TransferLine>;

export const TransferSummary = z.object({
  id: Id,
  voucherNo: z.string(),
  state: z.enum(TRANSFER_STATES),
  fromWarehouseId: Id,
  fromWarehouseCode: z.string(),
  fromWarehouseName: z.string(),
  toWarehouseId: Id,
  toWarehouseCode: z.string(),
  toWarehouseName: z.string(),
  ownerPartyId: Id.nullable().describe("both warehouses' owner; null: the company"),
  shipDate: z.string().nullable().describe('yyyy-MM-dd: the day it left the source'),
  receiveDate: z.string().nullable().describe('yyyy-MM-dd: the day it arrived in the target'),
  remark: z.string().nullable(),
  version: z.number().int(),
  createUser: Id.nullable(),
  createTime: DateTime,
  updateTime: DateTime,
  lineCount: z.number().int(),
});
export type TransferSummary = z.output<typeof TransferSummary>;
export const Transfer = TransferSummary.extend({ lines: z.array(TransferLine) });
export type Transfer = z.output<typeof Transfer>;

export const TransferLineInput = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(20),
  qty: PositiveQty,
  batchNo: z.string().trim().max(VOUCHER_LIMITS.batchNo).nullish(),
});

/** Drafts a transfer (no id) or changes a draft (id and version); both warehouses need one owner. */
export const TransferInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  fromWarehouseId: IdInput,
  toWarehouseId: IdInput,
  remark: Remark,
  lines: z.array(TransferLineInput).min(1).max(VOUCHER_LIMITS.lines),
});
export type TransferInput = z.output<typeof TransferInput>;

/** Receives a shipped transfer: what arrived per line (at most what shipped) and why any is missing. */
export const TransferReceiveInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: Remark,
  lines: z
    .array(
      z.object({
        id: IdInput,
        receivedQty: Qty,
        diffReason: z.string().trim().max(VOUCHER_LIMITS.diffReason).nullish(),
      }),
    )
    .min(1)
    .max(VOUCHER_LIMITS.lines),
});
export type TransferReceiveInput = z.output<typeof TransferReceiveInput>;

export const TransferListQuery = PageQuery.extend({
  voucherNo_like: z.string().max(40).optional(),
  state_equal: z.string().max(20).optional(),
  fromWarehouseId_equal: z.string().max(20).optional(),
  toWarehouseId_equal: z.string().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();
