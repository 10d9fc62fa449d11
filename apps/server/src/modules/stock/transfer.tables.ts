import type { TransferState } from '@smdp/contracts/stock';
import type { ColumnType } from 'kysely';
import type { AuditColumns, Decimal, GeneratedId, Id, NullableTimestamp } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, written and read as text (select it `::text`). */
type CalendarDate = ColumnType<string | null, string | null | undefined, string | null>;
type NullableDecimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** A two-step transfer (domain.md §6): both warehouses have the owner kept here. */
export type StockTransferTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  voucherNo: string;
  fromWarehouseId: Id;
  toWarehouseId: Id;
  /** The warehouses' owner when drafted; null: the company. Its accounts see the transfer. */
  ownerPartyId: Id | null;
  remark: string | null;
  state: ColumnType<TransferState, TransferState | undefined, TransferState>;
  shipDate: CalendarDate;
  shippedBy: Id | null;
  shippedAt: NullableTimestamp;
  receiveDate: CalendarDate;
  receivedBy: Id | null;
  receivedAt: NullableTimestamp;
};

export type StockTransferLineTable = {
  id: GeneratedId;
  tenantId: string;
  transferId: Id;
  lineNo: number;
  goodsId: Id;
  unit: string;
  factor: Decimal;
  qty: Decimal;
  batchNo: ColumnType<string, string | undefined, string>;
  /** The moving average per base unit the source gave up at shipping: what the target takes it in at. */
  unitCost: NullableDecimal;
  receivedQty: NullableDecimal;
  diffReason: string | null;
};

/** Tables of the two-step transfers (0022_stock_transfers). */
export type StockTransferTables = {
  stockTransfer: StockTransferTable;
  stockTransferLine: StockTransferLineTable;
};
