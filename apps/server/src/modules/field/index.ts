import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineVisitMissedJob } from './visit.job';
import { visitRoutes } from './visit.routes';

/**
 * Field sales (domain.md §9): routes of stores, visit plans generated from them, store visits with
 * check-in, tasks and check-out, and the reports on coverage and strike rate.
 */
export const fieldModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(visitRoutes);
  await defineVisitMissedJob(app);
};
