import type { InboundType, OutboundType, VoucherState } from '@smdp/contracts/stock';
import type { ColumnType } from 'kysely';
import type { AuditColumns, Decimal, GeneratedId, Id, NullableTimestamp } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, written and read as text (select it `::text`). */
type CalendarDate = ColumnType<string | null, string | null | undefined, string | null>;
type State = ColumnType<VoucherState, VoucherState | undefined, VoucherState>;

type VoucherHeader = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  voucherNo: string;
  warehouseId: Id;
  /** The warehouse's owner when the voucher was made; null: the company. */
  ownerPartyId: Id | null;
  /** The party whose accounts see the voucher (its tree): the owner, or a company sales-out's consignee. */
  scopePartyId: Id | null;
  postingDate: CalendarDate;
  remark: string | null;
  state: State;
  /** Who received (inbound) or shipped (outbound) it, and when. */
  doneBy: Id | null;
  doneAt: NullableTimestamp;
};

export type StockInboundTable = VoucherHeader & {
  inboundType: InboundType;
  /** 'outbound': the purchase receipt a consignee's confirmation created from that shipment. */
  sourceType: string | null;
  sourceId: Id | null;
};

export type StockInboundLineTable = {
  id: GeneratedId;
  tenantId: string;
  inboundId: Id;
  lineNo: number;
  goodsId: Id;
  unit: string;
  factor: Decimal;
  expectedQty: Decimal;
  receivedQty: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  batchNo: ColumnType<string, string | undefined, string>;
  productionDate: CalendarDate;
  expiryDate: CalendarDate;
  unitCost: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  diffReason: string | null;
};

export type StockOutboundTable = VoucherHeader & {
  outboundType: OutboundType;
  consigneePartyId: Id | null;
  receiptInboundId: Id | null;
  /** The document whose reservation it took over (0034): `'order'` and its id. */
  sourceType: string | null;
  sourceId: Id | null;
};

export type StockOutboundLineTable = {
  id: GeneratedId;
  tenantId: string;
  outboundId: Id;
  lineNo: number;
  goodsId: Id;
  unit: string;
  factor: Decimal;
  qty: Decimal;
  batchNo: ColumnType<string, string | undefined, string>;
  /** The source document's line this line ships (0034). */
  sourceLine: number | null;
};

/** Tables of the inbound and outbound vouchers (0020_stock_vouchers). */
export type StockVoucherTables = {
  stockInbound: StockInboundTable;
  stockInboundLine: StockInboundLineTable;
  stockOutbound: StockOutboundTable;
  stockOutboundLine: StockOutboundLineTable;
};
