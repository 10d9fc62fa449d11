import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackRoutes } from './feedback.routes';

/** Feedback from customers, answered by the company (domain.md §10). */
export const feedbackModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(feedbackRoutes);
};
