import type { ColumnType, Generated } from 'kysely';
import type { Decimal, DefaultedDecimal, GeneratedId, Id } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column: written as text, read back as text (`::text`). */
type CalendarDate = ColumnType<string, string, string>;

/**
 * One move of stock (domain.md §6), append-only: quantities in the goods' base unit, signed; the
 * running figures after it per warehouse, goods and batch ('' for none); the unit and factor of the
 * voucher line it came from. `unitCost` is the receipt's cost, or the moving average a move out took.
 */
export type StockLedgerEntryTable = {
  id: GeneratedId;
  tenantId: string;
  postingDate: CalendarDate;
  voucherType: string;
  voucherId: Id;
  voucherLine: number;
  reversalOf: Id | null;
  warehouseId: Id;
  goodsId: Id;
  batchNo: string;
  qtyChange: Decimal;
  qtyAfter: Decimal;
  valueChange: Decimal;
  valueAfter: Decimal;
  unitCost: Decimal | null;
  unit: string;
  factor: Decimal;
  createTime: Generated<Date>;
};

/** The cache of the ledger per key; `available` is generated as on hand minus reserved. */
export type StockBalanceTable = {
  tenantId: string;
  warehouseId: Id;
  goodsId: Id;
  batchNo: string;
  onHand: DefaultedDecimal;
  reserved: DefaultedDecimal;
  /** Quantity on its way into this warehouse; written by two-step transfers (a later step of issue 12). */
  inTransit: DefaultedDecimal;
  available: ColumnType<string, never, never>;
  stockValue: DefaultedDecimal;
};

/** A batch of a batch-tracked goods, created by its first receipt. */
export type StockBatchTable = {
  id: GeneratedId;
  tenantId: string;
  goodsId: Id;
  batchNo: string;
  productionDate: CalendarDate | null;
  expiryDate: CalendarDate | null;
  createTime: Generated<Date>;
};

/** What stock needs to know of a goods beyond the catalog's record (decisions.md, issue 12). */
export type StockGoodsSettingTable = {
  tenantId: string;
  goodsId: Id;
  batchTracked: Generated<boolean>;
  shelfLifeDays: number | null;
  /** The projected stock at or below which the goods is due for reordering (0024); null: none set. */
  reorderLevel: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
  /** Bumped by every change; a submit that read another one gets 409 (0027). */
  version: Generated<number>;
};

/**
 * Stock held for one line of a source document (an order line) in one warehouse, goods and batch.
 * What is still held is `qty - released - consumed`; the balance's `reserved` is the sum of it.
 */
export type StockReservationTable = {
  id: GeneratedId;
  tenantId: string;
  sourceType: string;
  sourceId: Id;
  sourceLine: number;
  warehouseId: Id;
  goodsId: Id;
  batchNo: string;
  qty: Decimal;
  released: DefaultedDecimal;
  consumed: DefaultedDecimal;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
};

/** Tables of the stock ledger, its balances, batches, goods settings and reservations (0019_stock). */
export type StockTables = {
  stockLedgerEntry: StockLedgerEntryTable;
  stockBalance: StockBalanceTable;
  stockBatch: StockBatchTable;
  stockGoodsSetting: StockGoodsSettingTable;
  stockReservation: StockReservationTable;
};
