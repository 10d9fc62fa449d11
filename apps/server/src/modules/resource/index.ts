import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageRoutes } from './message.routes';

export const resourceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageRoutes);
};
