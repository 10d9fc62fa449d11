import { z } from 'zod';
import { FilterDate } from '../common';
import { ORDER_CHANNELS } from '../order';
import { PageQuery } from '../paging';

/**
 * The report centre's own reports (domain.md §11, the Orders and Network rows). Each is a paged list in
 * the list dialect (so the report page filters it, exports it and runs it as a job when long), its
 * figures computed in SQL. Money is a decimal string of 2 places, quantities of 3, rates in percent.
 */

/** The period filter every report shares: posting dates from (inclusive) and to (exclusive). */
const Period = {
  postingDate_datege: FilterDate,
  postingDate_datelt: FilterDate,
};

export const OrderStatusQuery = PageQuery.extend({
  ...Period,
  channel_equal: z.enum(ORDER_CHANNELS).optional(),
}).loose();
export type OrderStatusQuery = z.output<typeof OrderStatusQuery>;

/** Sale orders of one state: how many, their value and how old they are (days since posting). */
export const OrderStatusRow = z.object({
  state: z.string(),
  orderCount: z.number().int(),
  amount: z.string(),
  age0to7: z.number().int().describe('orders posted 0 to 7 days ago'),
  age8to30: z.number().int(),
  ageOver30: z.number().int(),
  oldestDays: z.number().int(),
});
export type OrderStatusRow = z.output<typeof OrderStatusRow>;

export const FillRateQuery = OrderStatusQuery;
export type FillRateQuery = OrderStatusQuery;

/** One goods' ordered and delivered base quantities on live sale orders, and delivered ÷ ordered. */
export const FillRateRow = z.object({
  goodsId: z.string(),
  sku: z.string().nullable(),
  goodsName: z.string().nullable(),
  orderedQty: z.string(),
  deliveredQty: z.string(),
  fillRate: z.string().describe('delivered ÷ ordered, in percent with 2 decimals'),
});
export type FillRateRow = z.output<typeof FillRateRow>;

export const ReturnReasonQuery = PageQuery.extend(Period).loose();
export type ReturnReasonQuery = z.output<typeof ReturnReasonQuery>;

/** Returns (not drafts, not cancelled or rejected) of one reason: how many and their value. */
export const ReturnReasonRow = z.object({
  reason: z.string(),
  returnCount: z.number().int(),
  amount: z.string(),
});
export type ReturnReasonRow = z.output<typeof ReturnReasonRow>;

export const SALES_GROUPS = ['BUYER', 'GOODS', 'SALESPERSON', 'REGION', 'PERIOD'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

export const SalesQuery = PageQuery.extend({
  ...Period,
  groupBy_equal: z.enum(SALES_GROUPS).default('BUYER'),
  channel_equal: z.enum(ORDER_CHANNELS).default('SECONDARY'),
}).loose();
export type SalesQuery = z.output<typeof SalesQuery>;

/** Sales of one group (a buyer, goods, salesperson, region or month): orders, base quantity and net value. */
export const SalesRow = z.object({
  key: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  orderCount: z.number().int(),
  qty: z.string(),
  amount: z.string(),
});
export type SalesRow = z.output<typeof SalesRow>;

export const BUYER_TRENDS = ['TOP', 'FALLING'] as const;

export const BuyerTrendQuery = PageQuery.extend({
  ...Period,
  trend_equal: z.enum(BUYER_TRENDS).default('TOP'),
  channel_equal: z.enum(ORDER_CHANNELS).default('SECONDARY'),
}).loose();
export type BuyerTrendQuery = z.output<typeof BuyerTrendQuery>;

/** A buyer's sales in the period and in the period of the same length before it. */
export const BuyerTrendRow = z.object({
  buyerPartyId: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  currentAmount: z.string(),
  previousAmount: z.string(),
  change: z.string(),
});
export type BuyerTrendRow = z.output<typeof BuyerTrendRow>;

export const StoreCountQuery = PageQuery.extend(Period).loose();
export type StoreCountQuery = z.output<typeof StoreCountQuery>;

/** A seller's stores: active now, opened in the period, closed in the period. */
export const StoreCountRow = z.object({
  sellerPartyId: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  active: z.number().int(),
  opened: z.number().int(),
  closed: z.number().int(),
});
export type StoreCountRow = z.output<typeof StoreCountRow>;

export const StoreWarehouseQuery = PageQuery.loose();
export type StoreWarehouseQuery = z.output<typeof StoreWarehouseQuery>;

/** The live stores a warehouse serves by default. */
export const StoreWarehouseRow = z.object({
  warehouseId: z.string(),
  warehouseName: z.string().nullable(),
  storeCount: z.number().int(),
});
export type StoreWarehouseRow = z.output<typeof StoreWarehouseRow>;

export const StoreOrderQuery = PageQuery.extend(Period).loose();
export type StoreOrderQuery = z.output<typeof StoreOrderQuery>;

/** A store's live sale orders in the period: how many, their value, the last posting day. */
export const StoreOrderRow = z.object({
  storePartyId: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  orderCount: z.number().int(),
  amount: z.string(),
  lastOrderDate: z.string().nullable(),
});
export type StoreOrderRow = z.output<typeof StoreOrderRow>;

/** A named set of a report's filter values, saved per account. */
export const FilterValues = z.record(z.string().max(60), z.string().max(200));
export const FilterSet = z.object({
  id: z.string(),
  reportCode: z.string(),
  name: z.string(),
  filters: FilterValues,
});
export type FilterSet = z.output<typeof FilterSet>;

export const REPORT_CODE = z.string().trim().min(1).max(60);
export const FilterSetListQuery = z.object({ reportCode: REPORT_CODE });
export const FilterSetInput = z.object({
  reportCode: REPORT_CODE,
  name: z.string().trim().min(1).max(60),
  filters: FilterValues.refine((values) => Object.keys(values).length <= 30, 'at most 30 filters'),
});
export type FilterSetInput = z.output<typeof FilterSetInput>;
