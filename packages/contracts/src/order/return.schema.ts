/**
 * Returns (domain.md §4): Orders of type RETURN whose every line references a delivered line of the
 * original order. Endpoints, prefix `/api/smdp-order/return` (envelope `{ code, success, data, msg }`):
 * - `GET  list`              ReturnListQuery -> page of OrderSummary (type RETURN, the caller's scope)
 * - `GET  detail?id=`        -> ReturnDetail
 * - `GET  returnable?orderId=` -> ReturnableOrder: the original's delivered lines with what each may still return
 * - `POST save`              ReturnDraftInput -> ReturnDetail (creates, or changes a DRAFT with id + version)
 * - `POST submit | approve | cancel` TransitionBody -> ReturnDetail; `reject` needs a remark
 * - `POST ship`              TransitionBody -> ReturnDetail (posts RETURN_OUT from the buyer's warehouse, if any)
 * - `POST receive`           ReturnReceiveInput -> ReturnDetail (RETURN_IN: the accepted units, the sound
 *                            ones into the receiving warehouse, the damaged ones into the seller's DEFECTIVE one)
 * - `POST refund`            TransitionBody -> ReturnDetail (refund in the original payment mix)
 * - `POST remove?ids=`       deletes drafts
 * Stale `version` -> 409; another tenant's or customer's return -> 404.
 */
import { z } from 'zod';
import { decimalInput } from '../catalog/decimal.schema';
import { Id, IdInput } from '../common';
import { Order, OrderLine, OrderListQuery } from './order.schema';

export const RETURN_LIMITS = { lines: 200, reason: 500 } as const;

const QtyInput = decimalInput(3);
const MoneyIn = decimalInput(2);

export const ReturnLineInput = z.object({
  returnOfLineId: IdInput.describe('the delivered line of the original order'),
  qty: QtyInput.refine((value) => Number(value) > 0, 'Expected a quantity above zero'),
  unitPrice: MoneyIn.optional().describe('at most the original net unit price (the default)'),
  batchNo: z.string().trim().max(64).nullish().describe("must match the original line's batch"),
});
export type ReturnLineInput = z.output<typeof ReturnLineInput>;

export const ReturnDraftInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  returnOfOrderId: IdInput,
  returnReason: z.string().trim().min(1).max(RETURN_LIMITS.reason),
  returnFromWarehouseId: IdInput.nullish().describe("the buyer's warehouse the goods leave (a distributor's)"),
  lines: z.array(ReturnLineInput).min(1).max(RETURN_LIMITS.lines),
});
export type ReturnDraftInput = z.output<typeof ReturnDraftInput>;

export const ReturnReceiveLine = z.object({
  lineId: IdInput,
  acceptedQty: QtyInput.describe('units the seller takes back and refunds, at most what was shipped back'),
  damagedQty: QtyInput.describe('of the accepted units, the damaged ones: they go into the DEFECTIVE warehouse'),
});
export const ReturnReceiveInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().trim().max(500).optional(),
  lines: z.array(ReturnReceiveLine).min(1).max(RETURN_LIMITS.lines),
});
export type ReturnReceiveInput = z.output<typeof ReturnReceiveInput>;

export const RefundPartsOut = z.object({ cash: z.string(), rebate: z.string(), credit: z.string() });

export const ReturnLine = OrderLine.extend({
  originalLineNo: z.number().int().nullable(),
  originalUnitPrice: z.string().nullable().describe('the original net unit price incl. tax'),
  acceptedQty: z.string().nullable(),
  damagedQty: z.string().nullable(),
  refundAmount: z.string().nullable(),
});
export type ReturnLine = z.output<typeof ReturnLine>;

export const ReturnDetail = Order.extend({
  lines: z.array(ReturnLine),
  returnOfOrderNo: z.string().nullable(),
  returnFromWarehouseId: Id.nullable(),
  defectiveWarehouseId: Id.nullable(),
  refund: RefundPartsOut.describe('what the refund gave back per part (zero until REFUNDED)'),
  refundAmount: z.string(),
});
export type ReturnDetail = z.output<typeof ReturnDetail>;

export const ReturnableLine = z.object({
  lineId: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  qty: z.string(),
  qtyDelivered: z.string(),
  qtyReceived: z.string(),
  qtyReturned: z.string(),
  returnable: z.string(),
  netUnitPrice: z.string(),
  batchNo: z.string().nullable(),
});
export type ReturnableLine = z.output<typeof ReturnableLine>;

export const ReturnableOrder = z.object({
  orderId: Id,
  docNo: z.string(),
  buyerPartyId: Id,
  buyerName: z.string().nullable(),
  sellerPartyId: Id,
  lines: z.array(ReturnableLine),
});
export type ReturnableOrder = z.output<typeof ReturnableOrder>;

export const ReturnListQuery = OrderListQuery.extend({
  returnOfOrderId_equal: z.string().trim().max(20).optional(),
});
export type ReturnListQuery = z.output<typeof ReturnListQuery>;
