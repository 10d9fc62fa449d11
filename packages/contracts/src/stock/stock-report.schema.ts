import { z } from 'zod';
import { DateTime, Id } from '../common';
import { PageQuery } from '../paging';

/**
 * The stock reports of domain.md §6 (issue 12). Quantities (3 dp) and values (2 dp) travel as decimal
 * strings. Dates are calendar days `yyyy-MM-dd`; the server checks them and answers a translated 400.
 */
export const STOCK_REPORT_API = '/smdp-stock/report';

/** A day filter as typed: checked by the server (so a bad one gets a translated message, not zod's). */
const Day = z.string().trim().max(20).optional();
const Text = (max: number) => z.string().trim().max(max).optional();
const Count = (max: number) => z.string().trim().max(12).optional().describe(`a whole number, 1..${max}`);

/** Filters every report shares: one warehouse, goods by SKU or name, a category, a batch. */
const StockFilters = PageQuery.extend({
  warehouseId_equal: Text(20),
  goods_like: Text(100).describe('part of the SKU or the name'),
  categoryId_equal: Text(20),
  batchNo_like: Text(64),
});

/** The key of a balance and what names it on a page. `id` is the key joined, for lists and exports. */
const StockKeyRow = z.object({
  id: z.string(),
  warehouseId: Id,
  warehouseCode: z.string().nullable(),
  warehouseName: z.string().nullable(),
  goodsId: Id,
  sku: z.string().nullable(),
  goodsName: z.string().nullable(),
  baseUnit: z.string().nullable(),
  batchNo: z.string(),
});

export const StockBalanceQuery = StockFilters.extend({
  nonZero_equal: z.enum(['0', '1', '']).optional().describe('1: leave out keys with nothing on hand or reserved'),
}).loose();
export type StockBalanceQuery = z.output<typeof StockBalanceQuery>;

export const StockBalanceRow = StockKeyRow.extend({
  onHand: z.string(),
  reserved: z.string(),
  available: z.string(),
  inTransit: z.string(),
  stockValue: z.string(),
});
export type StockBalanceRow = z.output<typeof StockBalanceRow>;

export const StockBalanceAsOfQuery = StockFilters.extend({
  from: Day.describe('first day of the period, yyyy-MM-dd'),
  to: Day.describe('last day of the period, yyyy-MM-dd'),
}).loose();
export type StockBalanceAsOfQuery = z.output<typeof StockBalanceAsOfQuery>;

export const StockBalanceAsOfRow = StockKeyRow.extend({
  opening: z.string(),
  inQty: z.string(),
  outQty: z.string(),
  closing: z.string(),
  closingValue: z.string(),
});
export type StockBalanceAsOfRow = z.output<typeof StockBalanceAsOfRow>;

export const STOCK_LEDGER_ORDERS = ['desc', 'asc'] as const;
export const StockLedgerQuery = PageQuery.extend({
  goodsId: Text(20).describe('required: the goods whose moves to list'),
  warehouseId_equal: Text(20),
  batchNo_equal: Text(64),
  postingDate_datege: Day,
  postingDate_datelt: Day.describe('moves before this day'),
  order: z.enum(STOCK_LEDGER_ORDERS).optional().describe('desc (newest first, the default) or asc'),
}).loose();
export type StockLedgerQuery = z.output<typeof StockLedgerQuery>;

export const StockLedgerRow = z.object({
  id: Id,
  postingDate: z.string(),
  warehouseId: Id,
  warehouseCode: z.string().nullable(),
  goodsId: Id,
  batchNo: z.string(),
  voucherType: z.string(),
  voucherId: Id,
  voucherLine: z.number().int(),
  reversalOf: Id.nullable(),
  qtyChange: z.string(),
  qtyAfter: z.string(),
  unitCost: z.string().nullable(),
  valueChange: z.string(),
  valueAfter: z.string(),
  unit: z.string(),
  factor: z.string(),
  createTime: DateTime,
});
export type StockLedgerRow = z.output<typeof StockLedgerRow>;

export const NEAR_EXPIRY_DEFAULT_DAYS = 30;
export const StockNearExpiryQuery = StockFilters.extend({ days: Count(3650) }).loose();
export type StockNearExpiryQuery = z.output<typeof StockNearExpiryQuery>;

export const StockNearExpiryRow = StockKeyRow.extend({
  expiryDate: z.string(),
  daysLeft: z.number().int().describe('negative: expired that many days ago'),
  onHand: z.string(),
  stockValue: z.string(),
});
export type StockNearExpiryRow = z.output<typeof StockNearExpiryRow>;

export const SLOW_MOVER_DEFAULT_DAYS = 30;
export const StockSlowMoverQuery = StockFilters.extend({ idleDays: Count(3650) }).loose();
export type StockSlowMoverQuery = z.output<typeof StockSlowMoverQuery>;

export const StockSlowMoverRow = StockKeyRow.extend({
  lastMoveDate: z.string(),
  idleDays: z.number().int(),
  onHand: z.string(),
  stockValue: z.string(),
});
export type StockSlowMoverRow = z.output<typeof StockSlowMoverRow>;

/** The age buckets of the ageing report, in days since the receipt that brought the stock in. */
export const AGEING_BUCKETS = ['0To30', '31To60', '61To90', 'Over90'] as const;

export const StockAgeingQuery = StockFilters.extend({
  asOf: Day.describe('the day the ages are counted to, yyyy-MM-dd; today when left out'),
}).loose();
export type StockAgeingQuery = z.output<typeof StockAgeingQuery>;

/**
 * The stock on hand of a key split by FIFO layer: what remains belongs to the latest receipts, so each
 * bucket holds the part of the receipts of that age still on hand, and its value at their unit cost.
 */
export const StockAgeingRow = StockKeyRow.extend({
  onHand: z.string(),
  qty0To30: z.string(),
  qty31To60: z.string(),
  qty61To90: z.string(),
  qtyOver90: z.string(),
  value0To30: z.string(),
  value31To60: z.string(),
  value61To90: z.string(),
  valueOver90: z.string(),
  layerValue: z.string().describe('the buckets summed: the stock at the cost of the receipts it came in by'),
  oldestDays: z.number().int().describe('the age of the oldest receipt still on hand'),
});
export type StockAgeingRow = z.output<typeof StockAgeingRow>;

export const StockProjectedQuery = StockFilters.omit({ batchNo_like: true })
  .extend({
    reorder_equal: z
      .enum(['0', '1', ''])
      .optional()
      .describe('1: only goods whose projected stock is at or below their reorder level'),
  })
  .loose();
export type StockProjectedQuery = z.output<typeof StockProjectedQuery>;

/** Per warehouse and goods (its batches summed): projected = on hand + in transit in − reserved. */
export const StockProjectedRow = StockKeyRow.omit({ batchNo: true }).extend({
  onHand: z.string(),
  reserved: z.string(),
  inTransit: z.string(),
  available: z.string(),
  projected: z.string(),
  reorderLevel: z.string().nullable(),
  reorder: z.boolean().describe('projected is at or below the reorder level'),
});
export type StockProjectedRow = z.output<typeof StockProjectedRow>;

export const StockInOutQuery = StockFilters.omit({ batchNo_like: true })
  .extend({
    from: Day.describe('first day of the period, yyyy-MM-dd'),
    to: Day.describe('last day of the period, yyyy-MM-dd'),
    byGoods: z.enum(['0', '1', '']).optional().describe('1: one row per goods as well'),
  })
  .loose();
export type StockInOutQuery = z.output<typeof StockInOutQuery>;

/**
 * What moved in and out of a warehouse over a period by the kind of voucher: `voucherType` is the
 * ledger's (inbound, outbound, …), `subType` the voucher's own type (PURCHASE_RECEIPT, SALES_OUT, …).
 * In and out go by the entries' sign, as in the balance over a period. Goods columns are null unless
 * asked for by goods.
 */
export const StockInOutRow = z.object({
  id: z.string(),
  warehouseId: Id,
  warehouseCode: z.string().nullable(),
  warehouseName: z.string().nullable(),
  goodsId: Id.nullable(),
  sku: z.string().nullable(),
  goodsName: z.string().nullable(),
  baseUnit: z.string().nullable(),
  voucherType: z.string(),
  subType: z.string().nullable(),
  inQty: z.string(),
  outQty: z.string(),
  inValue: z.string(),
  outValue: z.string(),
  entries: z.number().int(),
});
export type StockInOutRow = z.output<typeof StockInOutRow>;

export const STOCK_DRIFT_KINDS = ['entry', 'balance', 'reserved', 'inTransit'] as const;
export const STOCK_DRIFT_TRIGGERS = ['manual', 'schedule'] as const;

/** A figure the check found different from what the ledger's entries say. */
export const StockDriftRow = z.object({
  id: z.string(),
  kind: z.enum(STOCK_DRIFT_KINDS),
  warehouseId: z.string(),
  goodsId: z.string(),
  batchNo: z.string(),
  figure: z.string(),
  entryId: z.string().nullable(),
  expected: z.string(),
  found: z.string().nullable(),
});
export type StockDriftRow = z.output<typeof StockDriftRow>;

/** One run of the invariant check; `drifts` holds the first STOCK_DRIFT_KEPT of `driftCount`. */
export const StockDriftRun = z.object({
  id: Id,
  trigger: z.enum(STOCK_DRIFT_TRIGGERS),
  runTime: DateTime,
  driftCount: z.number().int(),
  drifts: z.array(StockDriftRow),
});
export type StockDriftRun = z.output<typeof StockDriftRun>;
export const STOCK_DRIFT_KEPT = 500;

export const StockDriftLast = z.object({ run: StockDriftRun.nullable() });
export type StockDriftLast = z.output<typeof StockDriftLast>;
export type StockDriftTrigger = (typeof STOCK_DRIFT_TRIGGERS)[number];

/** A warehouse the caller may see, for the reports' warehouse filter. */
export const StockReportWarehouse = z.object({
  id: Id,
  code: z.string().nullable(),
  name: z.string().nullable(),
  ownerCustomerId: Id.nullable().describe("the customer owning it; null: the company's"),
});
export type StockReportWarehouse = z.output<typeof StockReportWarehouse>;
