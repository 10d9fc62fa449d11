import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageRoutes } from './message.routes';

/** Messages to users and customers (the top bar badge and the messages page). */
export const resourceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageRoutes);
};

export { type Notice, sendNotices } from './message.service';
