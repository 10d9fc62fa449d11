import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard per role (domain.md §10): it owns no table and reads the other modules through their faces. */
export const dashboardModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
};
