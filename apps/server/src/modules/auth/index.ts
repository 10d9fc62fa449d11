import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth.routes';

export const authModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
};

export { AttemptLimiter, accountAttemptKey } from './attempt-limiter';
export { authenticateClient, generateClientSecret, hashClientSecret } from './client.service';
export * from './for-system';
