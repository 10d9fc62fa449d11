import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuAdminRoutes } from './menu-admin.routes';
import { roleRoutes } from './role.routes';

/** Roles, grants, data scope and the administration of menus. */
export const accessModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(roleRoutes);
  await app.register(menuAdminRoutes);
};

export { widestRoleScope } from './data-scope';
export * from './for-structure';
export * from './for-system';
export * from './for-user';
export { ROLE_NAMES, type SeededRole } from './role-names';
