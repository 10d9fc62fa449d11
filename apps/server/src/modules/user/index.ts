import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordRoutes } from './forgot-password.routes';
import { userRoutes } from './user.routes';
import { userAdminRoutes } from './user-admin.routes';

export const userModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
  await app.register(forgotPasswordRoutes);
};
export * from './for-records';
export * from './for-resource';
