import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripRoutes } from './trip.routes';
import { vanRoutes } from './van.routes';

/** Delivery trips and van sales (domain.md §9): a vehicle's stops of a day, and a van's day of selling. */
export const deliveryModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(tripRoutes);
  await app.register(vanRoutes);
};

export { createTripIn } from './trip.drafts';
