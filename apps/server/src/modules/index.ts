import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth';
import { systemModule } from './system';
import { userModule } from './user';

/** Every functional area's routes, registered under /api. */
export const modules: FastifyPluginAsync[] = [authModule, systemModule, userModule];
