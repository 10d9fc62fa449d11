import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryRoutes } from './category.routes';
import { customerGoodsRoutes } from './customer-goods.routes';
import { customerLevelRoutes } from './customer-level.routes';
import { goodsRoutes } from './goods.routes';
import { priceRoutes } from './price.routes';
import { priceListRoutes } from './price-list.routes';

/** Goods, product levels, units, customer goods, customer levels, price lists and price resolution. */
export const catalogModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(goodsRoutes);
  await app.register(customerGoodsRoutes);
  await app.register(customerLevelRoutes);
  await app.register(priceListRoutes);
  await app.register(priceRoutes);
};

export * from './for-fund';
export * from './for-order';
export * from './for-rebate';
export * from './for-stock';
export * from './for-stock-report';
