import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopRoutes } from './shop.routes';
import { warehouseRoutes } from './warehouse.routes';

/** Stores, their warehouse bindings, and warehouses. */
export const storeModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopRoutes);
  await app.register(warehouseRoutes);
};

export * from './for-customer';
export * from './for-delivery';
export * from './for-order';
export * from './for-stock';
export * from './for-user';
