import type { AdjustmentReason, AdjustmentState } from '@smdp/contracts/stock';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, Decimal, GeneratedId, Id } from '../../db/columns';

type NullableDecimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/**
 * A stock adjustment (0023_stock_checks, made a document by 0025_stock_adjustments): entered by hand, or
 * posted by a stock check (`source_type` 'stock_check', read-only). Its lines post one entry each.
 */
export type StockAdjustmentTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  voucherNo: string;
  warehouseId: Id;
  /** The warehouse's owner when the adjustment was made; null: the company. */
  ownerPartyId: Id | null;
  /** The party whose accounts see the adjustment (its tree): the warehouse's owner. */
  scopePartyId: Id | null;
  sourceType: string | null;
  sourceId: Id | null;
  state: ColumnType<AdjustmentState, AdjustmentState | undefined, AdjustmentState>;
  /** Absolute value of the differences when confirmed; above the threshold, approval is needed. */
  diffValue: NullableDecimal;
  needsApproval: Generated<boolean>;
  approvedBy: Id | null;
  postingDate: ColumnType<string | null, string | null | undefined, string | null>;
  remark: string | null;
};

export type StockAdjustmentLineTable = {
  id: GeneratedId;
  tenantId: string;
  adjustmentId: Id;
  lineNo: number;
  goodsId: Id;
  unit: string;
  factor: Decimal;
  /** The signed difference in the line's unit. */
  qty: Decimal;
  batchNo: ColumnType<string, string | undefined, string>;
  unitCost: NullableDecimal;
  reason: AdjustmentReason;
  remark: string | null;
};

export type StockAdjustmentTables = {
  stockAdjustment: StockAdjustmentTable;
  stockAdjustmentLine: StockAdjustmentLineTable;
};
