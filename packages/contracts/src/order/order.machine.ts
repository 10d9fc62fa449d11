import { defineMachine } from '../document';
import { orderCodes } from './order.codes';

/** domain.md §4: one Order model for purchases (PRIMARY) and a distributor's own sales (SECONDARY). */
export const ORDER_CHANNELS = ['PRIMARY', 'SECONDARY'] as const;
export const ORDER_TYPES = ['SALE', 'RETURN'] as const;
export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const;
export const ORDER_SOURCES = ['PORTAL', 'APP', 'VISIT', 'BACKOFFICE'] as const;
/** Progress kept apart from the lifecycle (domain.md §1.8). */
export const DELIVERY_STATUSES = ['NOT_DELIVERED', 'PARTIALLY_DELIVERED', 'FULLY_DELIVERED', 'CLOSED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const PAYMENT_STATUSES = ['UNPAID', 'FROZEN', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A credit request raised when submit found the credit part short (the order waits ON_HOLD). */
export const CREDIT_REQUEST_STATUSES = ['NONE', 'REQUESTED', 'RELEASED'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

export const ORDER_STATES = [
  'DRAFT',
  'SUBMITTED',
  'ON_HOLD',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'COMPLETED',
  'CLOSED',
] as const;
export type OrderStateName = (typeof ORDER_STATES)[number];

/**
 * The SALE order machine (domain.md §4). `submit` ends in SUBMITTED, or ON_HOLD when the credit part is
 * short (stock and cash/rebate held, credit not frozen, a credit request raised); `release` (credit
 * controller, reason required) freezes the credit with the limit overridden and returns it to SUBMITTED.
 * `ship` ends in PARTIALLY_SHIPPED or SHIPPED by what was shipped; `complete` is the buyer's receipt
 * confirmation of the shipment (a PRIMARY order completes when the distributor confirms its inbound).
 * `cancel` only while nothing was delivered; after that, short-close or a return.
 */
export const orderMachine = defineMachine({
  states: ORDER_STATES,
  actions: {
    submit: { from: ['DRAFT'], to: 'SUBMITTED', alsoTo: ['ON_HOLD'], codes: [orderCodes.submit] },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', codes: [orderCodes.approve] },
    reject: { from: ['SUBMITTED', 'ON_HOLD'], to: 'REJECTED', codes: [orderCodes.reject], remarkRequired: true },
    cancel: { from: ['DRAFT', 'SUBMITTED', 'ON_HOLD', 'APPROVED'], to: 'CANCELLED', codes: [orderCodes.cancel] },
    hold: { from: ['SUBMITTED'], to: 'ON_HOLD', codes: [orderCodes.hold], remarkRequired: true },
    release: { from: ['ON_HOLD'], to: 'SUBMITTED', codes: [orderCodes.release], remarkRequired: true },
    ship: {
      from: ['APPROVED', 'PARTIALLY_SHIPPED'],
      to: 'SHIPPED',
      alsoTo: ['PARTIALLY_SHIPPED'],
      codes: [orderCodes.ship],
    },
    shortClose: {
      from: ['APPROVED', 'PARTIALLY_SHIPPED'],
      to: 'CLOSED',
      codes: [orderCodes.ship],
      remarkRequired: true,
    },
    complete: { from: ['SHIPPED'], to: 'COMPLETED', codes: [orderCodes.view] },
  },
});
export type OrderAction = keyof typeof orderMachine.actions;

/** The states in which the order still holds a stock reservation. */
export const RESERVING_STATES: readonly OrderStateName[] = ['SUBMITTED', 'ON_HOLD', 'APPROVED', 'PARTIALLY_SHIPPED'];
/** Open orders (store closure, credit outstanding): not yet finished one way or another. */
export const OPEN_ORDER_STATES: readonly OrderStateName[] = [
  'DRAFT',
  'SUBMITTED',
  'ON_HOLD',
  'APPROVED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
];

/** The saved views of the search page (domain.md §4). */
export const ORDER_VIEWS = ['toApprove', 'toShip', 'toReceive', 'returnsToInspect'] as const;
/** What each view selects: type and states. */
export const ORDER_VIEW_FILTERS: Record<
  (typeof ORDER_VIEWS)[number],
  { type: (typeof ORDER_TYPES)[number]; states: readonly OrderStateName[] }
> = {
  toApprove: { type: 'SALE', states: ['SUBMITTED', 'ON_HOLD'] },
  toShip: { type: 'SALE', states: ['APPROVED', 'PARTIALLY_SHIPPED'] },
  toReceive: { type: 'SALE', states: ['SHIPPED'] },
  returnsToInspect: { type: 'RETURN', states: ['SUBMITTED'] },
};
