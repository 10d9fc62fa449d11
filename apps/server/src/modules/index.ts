import type { FastifyPluginAsync } from 'fastify';
import { systemModule } from './system';

/** Every functional area's routes, registered under /api. */
export const modules: FastifyPluginAsync[] = [systemModule];
