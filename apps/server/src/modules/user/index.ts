import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoutes } from './user.routes';

export const userModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRoutes);
};
