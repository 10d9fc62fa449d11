import type { ColumnType } from 'kysely';
import type { DefaultedDecimal, Id } from '../../db/columns';

type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;

/** The return columns 0033 adds to the order tables (intersected with OrderTables in db/schema.ts; the order module owns the tables). */
export type SalesOrderReturnColumns = {
  returnFromWarehouseId: Id | null;
  defectiveWarehouseId: Id | null;
  refundCash: DefaultedDecimal;
  refundRebate: DefaultedDecimal;
  refundCredit: DefaultedDecimal;
};

export type SalesOrderLineReturnColumns = {
  acceptedQty: NullableDecimal;
  damagedQty: NullableDecimal;
  refundAmount: NullableDecimal;
};

export type OrderReturnColumns = {
  salesOrder: SalesOrderReturnColumns;
  salesOrderLine: SalesOrderLineReturnColumns;
};
