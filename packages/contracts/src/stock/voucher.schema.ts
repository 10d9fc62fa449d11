import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { INBOUND_TYPES, OUTBOUND_TYPES, VOUCHER_STATES } from './voucher.machine';

export const VOUCHER_LIMITS = { lines: 200, remark: 500, batchNo: 40, diffReason: 200 } as const;

/** A decimal written as text or a number: `places` decimals at most, never negative. */
const decimal = (places: number) =>
  z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`), `Expected a number with at most ${places} decimals`),
    );
/** A quantity in the line's unit: at most 3 decimals; zero allowed only where a field says so. */
export const Qty = decimal(3);
export const PositiveQty = Qty.refine((qty) => Number(qty) > 0, 'Expected a quantity above zero');
export const UnitCost = decimal(6);
const CalendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd');
const Remark = z.string().trim().max(VOUCHER_LIMITS.remark).nullish();
const BatchNo = z.string().trim().max(VOUCHER_LIMITS.batchNo).nullish();

const LineBase = {
  id: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  barcode: z.string().nullable().describe("the goods' barcode, what a hand scanner reads"),
  unit: z.string(),
  factor: z.string().describe('base units per unit'),
  batchNo: z.string(),
};

const Header = {
  id: Id,
  voucherNo: z.string(),
  state: z.enum(VOUCHER_STATES),
  warehouseId: Id,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  ownerPartyId: Id.nullable().describe("the warehouse's owner; null: the company"),
  postingDate: z.string().nullable().describe('yyyy-MM-dd: the day the voucher posted'),
  remark: z.string().nullable(),
  version: z.number().int(),
  createUser: Id.nullable(),
  createTime: DateTime,
  updateTime: DateTime,
};

export const InboundLine = z.object({
  ...LineBase,
  expectedQty: z.string(),
  receivedQty: z.string().nullable().describe('entered when receiving'),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  unitCost: z.string().nullable(),
  diffReason: z.string().nullable().describe('why received differs from expected'),
});
export type InboundLine = z.output<typeof InboundLine>;

export const InboundSummary = z.object({
  ...Header,
  inboundType: z.enum(INBOUND_TYPES),
  sourceType: z.string().nullable().describe("'outbound': created by confirming a shipment's receipt"),
  sourceId: Id.nullable(),
  sourceNo: z.string().nullable(),
  lineCount: z.number().int(),
});
export const Inbound = InboundSummary.extend({ lines: z.array(InboundLine) });
export type Inbound = z.output<typeof Inbound>;
export type InboundSummary = z.output<typeof InboundSummary>;

export const OutboundLine = z.object({ ...LineBase, qty: z.string() });
export type OutboundLine = z.output<typeof OutboundLine>;

export const OutboundSummary = z.object({
  ...Header,
  outboundType: z.enum(OUTBOUND_TYPES),
  consigneePartyId: Id.nullable().describe('the customer a sales-out ships to'),
  consigneeCode: z.string().nullable(),
  consigneeName: z.string().nullable(),
  receiptInboundId: Id.nullable().describe("the consignee's purchase receipt, once it confirmed receipt"),
  receiptInboundNo: z.string().nullable(),
  inTransit: z.boolean().describe('a shipped sales-out whose consignee has not yet confirmed receipt'),
  lineCount: z.number().int(),
});
export const Outbound = OutboundSummary.extend({ lines: z.array(OutboundLine) });
export type Outbound = z.output<typeof Outbound>;
export type OutboundSummary = z.output<typeof OutboundSummary>;

const Version = z.coerce.number().int().min(1).optional().describe('required with id: the version read');

export const InboundLineInput = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(20),
  expectedQty: PositiveQty,
  batchNo: BatchNo,
  productionDate: CalendarDay.nullish(),
  expiryDate: CalendarDay.nullish(),
  unitCost: UnitCost.nullish(),
});

/** Drafts an inbound (no id) or changes a draft (id and version); the factor comes from the goods' unit. */
export const InboundInput = z.object({
  id: IdInput.optional(),
  version: Version,
  inboundType: z.enum(INBOUND_TYPES),
  warehouseId: IdInput,
  remark: Remark,
  lines: z.array(InboundLineInput).min(1).max(VOUCHER_LIMITS.lines),
});
export type InboundInput = z.output<typeof InboundInput>;

/** Receives a submitted inbound: the quantity counted in per line, and why it differs from expected. */
export const InboundReceiveInput = z.object({
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
export type InboundReceiveInput = z.output<typeof InboundReceiveInput>;

export const OutboundLineInput = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(20),
  qty: PositiveQty,
  batchNo: BatchNo,
});

export const OutboundInput = z.object({
  id: IdInput.optional(),
  version: Version,
  outboundType: z.enum(OUTBOUND_TYPES),
  warehouseId: IdInput,
  consigneePartyId: IdInput.nullish().describe('required for a sales-out from a company warehouse'),
  remark: Remark,
  lines: z.array(OutboundLineInput).min(1).max(VOUCHER_LIMITS.lines),
});
export type OutboundInput = z.output<typeof OutboundInput>;

/** The consignee confirms a shipped sales-out: its purchase receipt goes to the warehouse it picks. */
export const ConfirmReceiptInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  warehouseId: IdInput,
});
export type ConfirmReceiptInput = z.output<typeof ConfirmReceiptInput>;

const listFilters = {
  voucherNo_like: z.string().max(40).optional(),
  state_equal: z.string().max(20).optional(),
  warehouseId_equal: z.string().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
};

export const InboundListQuery = PageQuery.extend({
  ...listFilters,
  inboundType_equal: z.string().max(20).optional(),
}).loose();

export const OutboundListQuery = PageQuery.extend({
  ...listFilters,
  outboundType_equal: z.string().max(20).optional(),
  consigneePartyId_equal: z.string().max(20).optional(),
}).loose();
