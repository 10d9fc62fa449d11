import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerClosureCheck } from '../customer';
import { onSourcedOutboundShipped } from '../stock';
import { noOpenOrders } from './order.closure';
import { recordDelivered } from './order.delivered';
import { ORDER_DOCUMENT } from './order.names';
import { orderRoutes } from './order.routes';

/**
 * The order module (domain.md §4): one Order model for purchases and secondary sales. It holds stock
 * through the stock module and money through the fund module, inside its own transactions.
 */
export const orderModule: FastifyPluginAsyncZod = async (app) => {
  onSourcedOutboundShipped(ORDER_DOCUMENT, recordDelivered);
  registerClosureCheck(noOpenOrders);
  await app.register(orderRoutes);
};

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
