import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onOutboundReceipt } from '../stock';
import { completeOrder } from './order.document';
import { orderRoutes } from './order.routes';
import { onShipmentReceived } from './order.shipping';
import { returnRoutes } from './return.routes';

/**
 * The order module (domain.md §4): one Order model for purchases and secondary sales. It holds stock
 * through the stock module and money through the fund module, inside its own transactions.
 */
export const orderModule: FastifyPluginAsyncZod = async (app) => {
  // The buyer's receipt confirmation of a shipment (stock module) completes a PRIMARY order, in its transaction.
  onOutboundReceipt('order', (trx, caller, receipt) => onShipmentReceived(trx, caller, receipt, completeOrder));
  await app.register(orderRoutes);
  await app.register(returnRoutes);
};

export { OPEN_ORDER_STATES } from '@smdp/contracts/order';
