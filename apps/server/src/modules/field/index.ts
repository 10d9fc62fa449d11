import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onPartyClosed } from '../customer';
import { planRoutes } from './plan.routes';
import { routeRoutes } from './route.routes';
import { dropClosedStore } from './route.service';
import { defineVisitMissedJob } from './visit.job';
import { visitRoutes } from './visit.routes';
import { visitReportRoutes } from './visit-report.routes';

/**
 * Field sales (domain.md §9): routes of stores, visit plans generated from them, store visits with
 * check-in, tasks and check-out, and the reports on coverage and strike rate.
 */
export const fieldModule: FastifyPluginAsyncZod = async (app) => {
  onPartyClosed('fieldRoutes', dropClosedStore);
  await app.register(routeRoutes);
  await app.register(planRoutes);
  await app.register(visitReportRoutes);
  await app.register(visitRoutes);
  await defineVisitMissedJob(app);
};
