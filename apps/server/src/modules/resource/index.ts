import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageRoutes } from './message.routes';
import { noticeRoutes } from './notice.routes';

/** Messages to users and customers (the top bar badge and the messages page) and notices. */
export const resourceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageRoutes);
  await app.register(noticeRoutes);
};

export { type Notice, sendNotices } from './message.service';
