import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerClosureCheck } from '../customer';
import { registerRuleDateField } from '../resource';
import { onOutboundEvent } from '../stock';
import { noOpenOrders } from './order.closure';
import { orderCreditDueDate, orderExpectedDate } from './order.dates';
import { recordDelivered } from './order.delivered';
import { completeOrder } from './order.document';
import { ORDER_DOCUMENT } from './order.names';
import { orderRoutes } from './order.routes';
import { shipFromRoutes } from './order.ship-from';
import { onShipmentReceived } from './order.shipping';
import { returnRoutes } from './return.routes';

/**
 * The order module (domain.md §4): one Order model for purchases and secondary sales. It holds stock
 * through the stock module and money through the fund module, inside its own transactions.
 */
export const orderModule: FastifyPluginAsyncZod = async (app) => {
  registerOrderListeners();
  await app.register(orderRoutes);
  await app.register(shipFromRoutes);
  await app.register(returnRoutes);
};

/** What the order module hears of the stock and store modules (the app, and the demo seed before the app exists). */
export function registerOrderListeners() {
  // An outbound of the order shipped (delivered quantities), or the buyer confirmed receipt of one (a
  // PRIMARY order completes), in the stock move's transaction.
  onOutboundEvent(ORDER_DOCUMENT, (trx, caller, event) =>
    event.event === 'received'
      ? onShipmentReceived(trx, caller, event, completeOrder)
      : recordDelivered(trx, caller, event),
  );
  registerClosureCheck(noOpenOrders);
  registerRuleDateField(orderExpectedDate);
  registerRuleDateField(orderCreditDueDate);
}

export { OPEN_ORDER_STATES } from '@smdp/contracts/order';
export * from './for-dashboard';
export { draftVisitOrderIn } from './for-field';
export {
  handOverOrderLines,
  ORDER_DOC_TYPE,
  orderForPickup,
  orderNumberOf,
  type PickupOrder,
  pickupOrderFacts,
  visibleOrderIds,
} from './for-pickup';
export {
  buyerSalesAcross,
  fillRateByGoods,
  ordersByState,
  ordersPerStore,
  type Period,
  returnsByReason,
  salesBy,
} from './for-report';
export { DEFAULT_MAX_REBATE_RATIO } from './order.names';
export {
  onPurchasePosted,
  type PurchaseListener,
  type PurchasePosted,
  type RebateBasisRow,
  type RebateSpending,
  type RebateTerms,
  rebateBasis,
  registerRebateSpending,
} from './order.rebate';
