import type { FastifyPluginAsync } from 'fastify';

/** Every functional area's routes, registered under /api. */
export const modules: FastifyPluginAsync[] = [];
