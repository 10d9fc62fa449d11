import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todoRoutes } from './todo.routes';
import { workflowRoutes } from './workflow.routes';

/** Configurable approvals: the rules page, the tasks waiting for each person, and personal to-dos. */
export const workflowModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(workflowRoutes);
  await app.register(todoRoutes);
};
export * from './for-dashboard';
