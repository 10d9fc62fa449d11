import type { CheckScope, CheckState } from '@smdp/contracts/stock';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, Decimal, GeneratedId, Id, Json } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, written as text (select it `::text`). */
type CalendarDate = ColumnType<string | null, string | null | undefined, string | null>;
type NullableDecimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export type StockCheckTaskTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  taskNo: string;
  warehouseId: Id;
  ownerPartyId: Id | null;
  /** The party whose accounts see the task: the warehouse's owner. */
  scopePartyId: Id | null;
  scope: CheckScope;
  categoryId: Id | null;
  goodsIds: Json<string[]> | null;
  blind: Generated<boolean>;
  freeze: Generated<boolean>;
  assignedTo: Id | null;
  plannedDate: CalendarDate;
  dueDate: CalendarDate;
  state: ColumnType<CheckState, CheckState | undefined, CheckState>;
  /** The last ledger entry id when the snapshot was taken: a later entry of a line's key means it moved. */
  snapshotEntryId: Id | null;
  diffValue: NullableDecimal;
  needsApproval: Generated<boolean>;
  adjustmentId: Id | null;
  postingDate: CalendarDate;
  remark: string | null;
};

export type StockCheckLineTable = {
  id: GeneratedId;
  tenantId: string;
  taskId: Id;
  lineNo: number;
  goodsId: Id;
  batchNo: string;
  bookQty: Decimal;
  unitCost: Decimal;
  countedQty: NullableDecimal;
  diffQty: NullableDecimal;
  movedSinceSnapshot: Generated<boolean>;
  reason: string | null;
};

export type StockCountScheduleTable = {
  tenantId: string;
  warehouseId: Id;
  frequencyDays: number | null;
  lastCountDate: CalendarDate;
  updateTime: Generated<Date>;
};

/** Tables of stock checks (0023_stock_checks); the adjustments they post are in adjustment.tables.ts. */
export type StockCheckTables = {
  stockCheckTask: StockCheckTaskTable;
  stockCheckLine: StockCheckLineTable;
  stockCountSchedule: StockCountScheduleTable;
};
