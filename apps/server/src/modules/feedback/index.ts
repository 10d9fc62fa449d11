import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAttachmentHolder } from '../records';
import { feedbackFiles } from './feedback.attachments';
import { feedbackRoutes } from './feedback.routes';

/** Feedback from customers, answered by the company (domain.md §10). */
export const feedbackModule: FastifyPluginAsyncZod = async (app) => {
  registerAttachmentHolder(feedbackFiles);
  await app.register(feedbackRoutes);
};
