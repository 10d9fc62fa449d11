import type { FundAvailability, PayForm } from './pay-form';

/**
 * The order API as the web reads it (prefix /smdp-order/order). Shapes mirror the contracts of the
 * order server; the web keeps only the fields it shows.
 */
export const ORDER_STATES = [
  'DRAFT',
  'SUBMITTED',
  'ON_HOLD',
  'APPROVED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'COMPLETED',
  'CLOSED',
  'REJECTED',
  'CANCELLED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_CHANNELS = ['PRIMARY', 'SECONDARY'] as const;
export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The saved views of domain.md §4 order search. */
export const ORDER_VIEWS = ['toApprove', 'toShip', 'toReceive', 'returnsToInspect'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** The transitions the detail page offers, in the order of its buttons. */
export const ORDER_ACTIONS = ['submit', 'approve', 'reject', 'hold', 'release', 'ship', 'shortClose', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
/** Actions that ask for a reason first (the server logs it on the timeline). */
export const REASON_ACTIONS: readonly OrderAction[] = ['reject', 'hold', 'release', 'shortClose', 'cancel'];
export const REASON_REQUIRED: readonly OrderAction[] = ['reject', 'release'];

export type OrderLine = {
  id: string;
  lineNo: number;
  goodsId: string;
  sku: string;
  goodsName: string;
  unit: string;
  qty: string;
  unitPrice: string;
  discountAmount: string;
  taxAmount: string;
  netAmount: string;
  isGift: boolean;
  qtyDelivered: string;
  qtyReceived: string;
  qtyReturned: string;
};

export type OrderLink = { id: string; docNo: string; status: string; kind?: string; amount?: string | null };

export type Order = {
  id: string;
  docNo: string;
  channel: string;
  type: string;
  status: OrderState;
  deliveryStatus: string;
  paymentStatus: string;
  buyerPartyId: string;
  buyerName?: string | null;
  sellerName?: string | null;
  salespersonName?: string | null;
  shipFromWarehouseId: string | null;
  warehouseName?: string | null;
  deliveryMethod: DeliveryMethod;
  shipTo?: { contactName?: string | null; contactPhone?: string | null; address?: string | null } | null;
  expectedDate: string | null;
  remark: string | null;
  orderDiscount?: string | null;
  version: number;
  createTime: string;
  lines: OrderLine[];
  payForm: PayForm;
  /** The transitions the caller may take now, as the server's guard reads its machine. */
  availableActions?: string[];
  outbounds?: OrderLink[];
  pickupTickets?: OrderLink[];
  receipts?: OrderLink[];
  returns?: OrderLink[];
};

/** A line of the save and quote calls. */
export type OrderLineInput = {
  goodsId: string;
  unit: string;
  qty: string;
  isGift: boolean;
  discountAmount: string;
};

/** A priced line of a quote, in the order of the lines sent. */
export type QuotedLine = {
  goodsId: string;
  unit: string;
  qty: string;
  unitPrice: string | null;
  amount?: string | null;
  taxAmount?: string | null;
  netAmount?: string | null;
  /** A message key or text of why the line cannot be ordered so (unpriced, MOQ, multiple, assortment). */
  problem?: string | null;
};

export type Quote = { lines: QuotedLine[]; payForm: PayForm; availability: FundAvailability | null };

export type OrderViewCounts = Partial<Record<OrderView, number>>;
