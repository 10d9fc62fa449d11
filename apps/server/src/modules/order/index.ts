import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from './order.routes';
import { returnRoutes } from './return.routes';

/**
 * The order module (domain.md §4): one Order model for purchases and secondary sales. It holds stock
 * through the stock module and money through the fund module, inside its own transactions.
 */
export const orderModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes);
  await app.register(returnRoutes);
};

export { OPEN_ORDER_STATES } from '@smdp/contracts/order';
