import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerClosureCheck } from '../customer';
import { onOutboundReceipt, onSourcedOutboundShipped } from '../stock';
import { noOpenOrders } from './order.closure';
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
  onSourcedOutboundShipped(ORDER_DOCUMENT, recordDelivered);
  registerClosureCheck(noOpenOrders);
  // The buyer's receipt confirmation of a shipment (stock module) completes a PRIMARY order, in its transaction.
  onOutboundReceipt('order', (trx, caller, receipt) => onShipmentReceived(trx, caller, receipt, completeOrder));
}

export { OPEN_ORDER_STATES } from '@smdp/contracts/order';
export {
  handOverOrderLines,
  ORDER_DOC_TYPE,
  orderForPickup,
  orderNumberOf,
  type PickupOrder,
  pickupOrderFacts,
  visibleOrderIds,
} from './for-pickup';
