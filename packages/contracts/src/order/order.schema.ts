/**
 * Orders (domain.md §4): one Order model for purchases (PRIMARY, a distributor buying from the company)
 * and a distributor's sales to its sub-customers and stores (SECONDARY), SALE and RETURN.
 *
 * Endpoints, prefix `/api/smdp-order/order` (envelope `{ code, success, data, msg }`):
 * - `GET  list`        OrderListQuery -> page of OrderSummary (filters of domain.md §4, `view` = a saved view)
 * - `GET  detail?id=`  -> Order (lines with ordered/delivered/received/returned, payment, links, timeline, actions)
 * - `GET  views`       -> OrderViewCounts (how many orders each saved view holds for the caller)
 * - `POST save`        OrderDraftInput -> Order: creates (no id) or updates (id + version) a DRAFT;
 *                      prices are re-resolved on every save of a draft
 * - `POST quote`       OrderQuoteInput -> OrderQuote: prices a cart without saving: the priced lines, the
 *                      recomputed payForm with the default split, and the buyer's fund availability
 * - `POST submit`      OrderSubmitInput ({ id, version, remark?, payForm? }) -> Order: recomputes prices and
 *                      the payForm (a client figure off by more than 0.01 is refused naming the figure),
 *                      reserves stock, freezes funds; SUBMITTED, or ON_HOLD when credit is short
 * - `POST ship`         OrderShipInput ({ id, version, remark?, lines?: [{ lineNo, qty }] }) -> Order: a SALES_OUT
 *                      outbound of what ships (default: all still open), consuming the reservations
 * - `POST approve | reject | cancel | hold | release | shortClose` TransitionBody
 *                      ({ id, version, remark? }) -> Order; reject/hold/release/shortClose need a remark
 * - `POST remove?ids=` deletes drafts
 * Stale `version` -> 409; another tenant's or customer's order -> 404.
 */
import { z } from 'zod';
import { decimalInput } from '../catalog/decimal.schema';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { TimelineEntry } from '../document';
import { PageQuery } from '../paging';
import {
  CREDIT_REQUEST_STATUSES,
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  ORDER_CHANNELS,
  ORDER_SOURCES,
  ORDER_STATES,
  ORDER_TYPES,
  ORDER_VIEWS,
  PAYMENT_STATUSES,
} from './order.machine';

export const ORDER_LIMITS = { lines: 200, remarks: 500, shipTo: 300, unit: 16 } as const;

export const OrderChannel = z.enum(ORDER_CHANNELS);
export const OrderType = z.enum(ORDER_TYPES);
export const DeliveryMethod = z.enum(DELIVERY_METHODS);
export const OrderSource = z.enum(ORDER_SOURCES);
export const OrderState = z.enum(ORDER_STATES);
export const OrderView = z.enum(ORDER_VIEWS);
export type OrderChannel = z.output<typeof OrderChannel>;
export type OrderType = z.output<typeof OrderType>;
export type DeliveryMethod = z.output<typeof DeliveryMethod>;
export type OrderSource = z.output<typeof OrderSource>;
export type OrderState = z.output<typeof OrderState>;
export type OrderView = z.output<typeof OrderView>;

/** Money in: a non-negative decimal with at most 2 places (text or number). */
export const MoneyInput = decimalInput(2);
const PositiveQty = decimalInput(3).refine((value) => Number(value) > 0, 'Expected a quantity above zero');
const CalendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd');

/** The payForm of the spec (first seven fields) plus the explicit rebate and credit parts, decimal strings. */
export const PayFormInput = z.object({
  totalAmount: MoneyInput,
  totalDiscount: MoneyInput,
  totalTax: MoneyInput,
  actualTotalAmount: MoneyInput,
  cashPayment: MoneyInput,
  useAvailableCredit: z.boolean(),
  rebatePayment: MoneyInput,
  creditPayment: MoneyInput,
});
export type PayFormInput = z.output<typeof PayFormInput>;

export const PayForm = z.object({
  totalAmount: z.string(),
  totalDiscount: z.string(),
  totalTax: z.string(),
  actualTotalAmount: z.string(),
  cashPayment: z.string(),
  useAvailableCredit: z.boolean(),
  rebatePayment: z.string(),
  creditPayment: z.string(),
});
export type PayForm = z.output<typeof PayForm>;

export const OrderLineInput = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(ORDER_LIMITS.unit),
  qty: PositiveQty,
  discountAmount: MoneyInput.optional(),
  isGift: z.boolean().optional(),
});
export type OrderLineInput = z.output<typeof OrderLineInput>;

/**
 * Drafts an order (no id) or changes a draft (id and version). The seller defaults by channel: the
 * company for PRIMARY, the buyer's distributor for SECONDARY. The payForm carries the buyer's split.
 */
export const OrderDraftInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  channel: OrderChannel,
  source: OrderSource.optional(),
  buyerPartyId: IdInput,
  sellerPartyId: IdInput.optional(),
  shipFromWarehouseId: IdInput,
  deliveryMethod: DeliveryMethod,
  expectedDate: CalendarDay.nullish(),
  shipTo: z.string().trim().max(ORDER_LIMITS.shipTo).nullish(),
  remarks: z.string().trim().max(ORDER_LIMITS.remarks).nullish(),
  lines: z.array(OrderLineInput).min(1).max(ORDER_LIMITS.lines),
  payForm: PayFormInput,
});
export type OrderDraftInput = z.output<typeof OrderDraftInput>;

/** Prices a cart without saving (the live banner and the payForm preview). */
export const OrderQuoteInput = z.object({
  channel: OrderChannel,
  buyerPartyId: IdInput,
  sellerPartyId: IdInput.optional(),
  shipFromWarehouseId: IdInput.optional(),
  lines: z.array(OrderLineInput).min(1).max(ORDER_LIMITS.lines),
});
export type OrderQuoteInput = z.output<typeof OrderQuoteInput>;

/** `submit`: the transition body plus the payForm the buyer saw (compared with the recomputed one). */
export const OrderSubmitInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().trim().max(500).optional(),
  payForm: PayFormInput.optional().describe('the figures the buyer confirmed; default: the saved draft'),
});
export type OrderSubmitInput = z.output<typeof OrderSubmitInput>;

/**
 * `ship`: the transition body plus, optionally, what ships of each line (in the line unit); without
 * lines everything still open ships. Creates a SALES_OUT outbound consuming the order's reservations.
 */
export const OrderShipInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().trim().max(500).optional(),
  lines: z
    .array(z.object({ lineNo: z.number().int().min(1), qty: PositiveQty }))
    .max(ORDER_LIMITS.lines)
    .optional(),
});
export type OrderShipInput = z.output<typeof OrderShipInput>;

/** A line as priced for the buyer: the resolved price, tax and the order rules it passes or fails. */
export const QuotedLine = z.object({
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  factor: z.string().nullable(),
  qty: z.string(),
  baseQty: z.string().nullable(),
  isGift: z.boolean(),
  unitPrice: z.string().nullable().describe('null: no price list prices it'),
  discountAmount: z.string(),
  taxRate: z.string(),
  amount: z.string(),
  netAmount: z.string(),
  taxAmount: z.string(),
  onSale: z.boolean(),
  inAssortment: z.boolean(),
  quantityAllowed: z.boolean().describe('at least the minimum order quantity and a multiple of the order multiple'),
  minOrderQty: z.string(),
  orderMultiple: z.string(),
  available: z.string().nullable().describe('available base quantity in the ship-from warehouse'),
});
export type QuotedLine = z.output<typeof QuotedLine>;

/** The buyer's money with the seller: available cash, rebate and credit (domain.md §7). */
export const FundAvailability = z.object({
  cash: z.string(),
  rebate: z.string(),
  credit: z.string(),
  maxRebateRatio: z.string().describe('the share of an order rebate may pay, a decimal fraction'),
  rebateCap: z
    .string()
    .nullable()
    .describe(
      "the most rebate this cart may use: per policy of the buyer's lots min(its lots, actual × its ratio), summed (domain.md §8)",
    ),
});
export type FundAvailability = z.output<typeof FundAvailability>;

export const OrderQuote = z.object({
  lines: z.array(QuotedLine),
  payForm: PayForm.describe('the recomputed figures with the default split'),
  availability: FundAvailability,
  creditShort: z.boolean().describe('the default split needs more credit than is available: submit holds the order'),
  problems: z.array(z.string()).describe('translated reasons the cart cannot be submitted as it is'),
});
export type OrderQuote = z.output<typeof OrderQuote>;

export const OrderLine = z.object({
  id: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  factor: z.string(),
  qty: z.string().describe('ordered, in the line unit'),
  baseQty: z.string(),
  unitPrice: z.string(),
  discountAmount: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  netAmount: z.string(),
  isGift: z.boolean(),
  qtyDelivered: z.string(),
  qtyReceived: z.string(),
  qtyReturned: z.string(),
  returnOfLineId: Id.nullable(),
  batchNo: z.string().nullable(),
});
export type OrderLine = z.output<typeof OrderLine>;

export const OrderSummary = z.object({
  id: Id,
  docNo: z.string(),
  channel: OrderChannel,
  type: OrderType,
  state: OrderState,
  source: OrderSource,
  sellerPartyId: Id,
  sellerName: z.string().nullable(),
  buyerPartyId: Id,
  buyerName: z.string().nullable(),
  buyerCode: z.string().nullable(),
  salespersonId: Id.nullable(),
  salespersonName: z.string().nullable().describe("the salesperson's name"),
  shipFromWarehouseId: Id,
  shipFromWarehouseName: z.string().nullable(),
  deliveryMethod: DeliveryMethod,
  expectedDate: z.string().nullable(),
  postingDate: z.string().nullable(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  perDelivered: z.string().describe('percent delivered, 0-100'),
  perReceived: z.string(),
  actualTotalAmount: z.string(),
  lineCount: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  updateTime: DateTime,
});
export type OrderSummary = z.output<typeof OrderSummary>;

export const OrderLink = z.object({
  type: z.enum(['outbound', 'inbound', 'return', 'pickup', 'receipt', 'amended']),
  id: Id,
  no: z.string(),
  state: z.string(),
});
export type OrderLink = z.output<typeof OrderLink>;

export const Order = OrderSummary.extend({
  shipTo: z.string().nullable(),
  remarks: z.string().nullable(),
  placedByAccountId: Id.nullable(),
  priceFrozenAt: DateTime.nullable(),
  holdReason: z.string().nullable(),
  creditRequestStatus: z.enum(CREDIT_REQUEST_STATUSES),
  creditRequestedAt: DateTime.nullable(),
  creditReleasedBy: Id.nullable(),
  creditReleaseReason: z.string().nullable(),
  returnOfOrderId: Id.nullable(),
  returnReason: z.string().nullable(),
  payForm: PayForm,
  creditFrozen: z
    .string()
    .describe(
      'of the credit part, what is still frozen: it becomes credit used, due from the ship date, as the goods ship',
    ),
  lines: z.array(OrderLine),
  links: z.array(OrderLink),
  timeline: z.array(TimelineEntry),
  actions: z.array(z.string()).describe('the actions the caller may take now (its buttons)'),
});
export type Order = z.output<typeof Order>;

/** The search (domain.md §4): doc no, status, channel, dates, buyer, goods, salesperson, warehouse, a view. */
export const OrderListQuery = PageQuery.extend({
  docNo_like: z.string().trim().max(40).optional(),
  state_equal: z.string().trim().max(20).optional(),
  channel_equal: z.string().trim().max(20).optional(),
  type_equal: z.string().trim().max(20).optional(),
  buyerPartyId_equal: z.string().trim().max(20).optional(),
  sellerPartyId_equal: z.string().trim().max(20).optional(),
  goodsId_equal: z.string().trim().max(20).optional(),
  salespersonId_equal: z.string().trim().max(20).optional(),
  shipFromWarehouseId_equal: z.string().trim().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
  view: z.preprocess((value) => (value === '' ? undefined : value), OrderView.optional()),
}).loose();
export type OrderListQuery = z.output<typeof OrderListQuery>;

export const OrderViewCounts = z.object({
  toApprove: z.number().int(),
  toShip: z.number().int(),
  toReceive: z.number().int(),
  returnsToInspect: z.number().int(),
});
export type OrderViewCounts = z.output<typeof OrderViewCounts>;
