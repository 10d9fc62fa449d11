import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customer.routes';

export const customerModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
};
