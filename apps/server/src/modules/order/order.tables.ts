import type {
  CreditRequestStatus,
  DeliveryMethod,
  DeliveryStatus,
  OrderChannel,
  OrderSource,
  OrderState,
  OrderType,
  PaymentStatus,
} from '@smdp/contracts/order';
import type { ColumnType, Generated } from 'kysely';
import type {
  AuditColumns,
  Decimal,
  DefaultedDecimal,
  DefaultedEnum,
  GeneratedId,
  Id,
  Json,
  NullableTimestamp,
} from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, written and read as text (select it `::text`). */
type CalendarDate = ColumnType<string | null, string | null | undefined, string | null>;

/** An order (domain.md §4) with its payForm columns and the credit request of a held submission. */
export type SalesOrderTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  docNo: string;
  channel: OrderChannel;
  type: DefaultedEnum<OrderType>;
  sellerPartyId: Id;
  buyerPartyId: Id;
  placedByAccountId: Id | null;
  salespersonId: Id | null;
  source: DefaultedEnum<OrderSource>;
  visitId: Id | null;
  shipFromWarehouseId: Id;
  deliveryMethod: DeliveryMethod;
  shipTo: string | null;
  expectedDate: CalendarDate;
  postingDate: CalendarDate;
  remarks: string | null;
  state: DefaultedEnum<OrderState>;
  deliveryStatus: DefaultedEnum<DeliveryStatus>;
  paymentStatus: DefaultedEnum<PaymentStatus>;
  perDelivered: DefaultedDecimal;
  perReceived: DefaultedDecimal;
  returnOfOrderId: Id | null;
  returnReason: string | null;
  amendedFrom: Id | null;
  submittedBy: Id | null;
  submittedAt: NullableTimestamp;
  totalAmount: DefaultedDecimal;
  totalDiscount: DefaultedDecimal;
  totalTax: DefaultedDecimal;
  actualTotalAmount: DefaultedDecimal;
  cashPayment: DefaultedDecimal;
  useAvailableCredit: ColumnType<boolean, boolean | undefined, boolean>;
  rebatePayment: DefaultedDecimal;
  creditPayment: DefaultedDecimal;
  /** Set on submit: the unit prices are final from then on. */
  priceFrozenAt: NullableTimestamp;
  holdReason: string | null;
  creditRequestStatus: DefaultedEnum<CreditRequestStatus>;
  creditRequestedAt: NullableTimestamp;
  creditReleasedBy: Id | null;
  creditReleasedAt: NullableTimestamp;
  creditReleaseReason: string | null;
};

export type SalesOrderLineTable = {
  id: GeneratedId;
  tenantId: string;
  orderId: Id;
  lineNo: number;
  goodsId: Id;
  unit: string;
  factor: Decimal;
  qty: Decimal;
  baseQty: Decimal;
  unitPrice: Decimal;
  priceListId: Id | null;
  discountAmount: DefaultedDecimal;
  taxRate: DefaultedDecimal;
  taxAmount: DefaultedDecimal;
  netAmount: DefaultedDecimal;
  isGift: ColumnType<boolean, boolean | undefined, boolean>;
  qtyDelivered: DefaultedDecimal;
  qtyReceived: DefaultedDecimal;
  qtyReturned: DefaultedDecimal;
  returnOfLineId: Id | null;
  batchNo: string | null;
};

/** One shipment of an order: the outbound it made and what of each order line it carried (line unit). */
export type SalesOrderShipmentTable = {
  id: GeneratedId;
  tenantId: string;
  orderId: Id;
  outboundId: Id;
  outboundNo: string;
  lines: Json<{ lineNo: number; qty: string }[]>;
  receivedInboundId: Id | null;
  receivedInboundNo: string | null;
  createUser: Id | null;
  createTime: Generated<Date>;
};

/** Tables of the order module (0029_orders, 0030_order_shipments). */
export type OrderTables = {
  salesOrder: SalesOrderTable;
  salesOrderLine: SalesOrderLineTable;
  salesOrderShipment: SalesOrderShipmentTable;
};
