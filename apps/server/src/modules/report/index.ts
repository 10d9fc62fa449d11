import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filterSetRoutes } from './filter-set.routes';
import { reportRoutes } from './report.routes';

export * from './for-dashboard';

/**
 * The report centre (domain.md §11): the Orders and Network reports, computed from what the order and
 * customer modules expose for reports, and each account's saved filter sets.
 */
export const reportModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes);
  await app.register(filterSetRoutes);
};
