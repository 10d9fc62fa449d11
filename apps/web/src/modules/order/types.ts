import type { Wire } from '@smdp/contracts';
import type {
  OrderLine as OrderLineShape,
  OrderQuote as OrderQuoteShape,
  Order as OrderShape,
  OrderSummary as OrderSummaryShape,
} from '@smdp/contracts/order';

/** The order API's shapes as the web receives them (contracts of the order server, prefix /smdp-order/order). */
export type Order = Wire<OrderShape>;
export type OrderLine = Wire<OrderLineShape>;
export type OrderSummary = Wire<OrderSummaryShape>;
export type Quote = Wire<OrderQuoteShape>;

export {
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  type DeliveryMethod,
  ORDER_CHANNELS,
  ORDER_STATES,
  ORDER_TYPES,
  ORDER_VIEWS,
  type OrderAction,
  type OrderLineInput,
  type OrderState,
  type OrderView,
  type OrderViewCounts,
  orderCodes,
  orderMachine,
  PAYMENT_STATUSES,
} from '@smdp/contracts/order';

/** Actions that ask for a reason first (the server logs it on the timeline); the machine says which need one. */
export const REASON_ACTIONS = ['reject', 'hold', 'release', 'shortClose', 'cancel'] as const;
