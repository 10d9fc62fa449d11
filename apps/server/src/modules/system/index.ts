import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantRoutes } from './tenant.routes';

export const systemModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(tenantRoutes);
};
