import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth';
import { customerModule } from './customer';
import { resourceModule } from './resource';
import { systemModule } from './system';
import { userModule } from './user';

/** Every functional area's routes, registered under /api. */
export const modules: FastifyPluginAsync[] = [authModule, systemModule, userModule, customerModule, resourceModule];
