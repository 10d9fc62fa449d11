import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by @fastify/helmet, which declares it only on route options. */
    helmet?: { skipRoute: boolean };
  }
}

/**
 * JSON answers need none of helmet's page policies (CSP, frame and referrer rules): skipping them
 * saves a dozen headers on every call. What matters for data is kept: no sniffing, no caching.
 */
export const apiHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    // helmet reads its root-level decision from the config; its own onRoute hook has run already.
    route.config = { ...route.config, helmet: { skipRoute: true } };
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
  });
});
