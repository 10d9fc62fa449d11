import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySystemSettingRoutes } from './company-system-setting.routes';
import { menuRoutes } from './menu.routes';
import { oauthClientRoutes } from './oauth-client.routes';
import { paramRoutes } from './param.routes';
import { saleUnitRoutes } from './sale-unit.routes';
import { systemVersionRoutes } from './system-version.routes';
import { tenantRoutes } from './tenant.routes';
import { tenantPackageRoutes } from './tenant-package.routes';
import { userSystemSettingRoutes } from './user-system-setting.routes';

export const systemModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(tenantRoutes);
  await app.register(tenantPackageRoutes);
  await app.register(oauthClientRoutes);
  await app.register(menuRoutes);
  await app.register(saleUnitRoutes);
  await app.register(userSystemSettingRoutes);
  await app.register(companySystemSettingRoutes);
  await app.register(systemVersionRoutes);
  await app.register(paramRoutes);
};

/** What other modules use of the system module. */
export { companyLogoImage, companySettingOf } from './company-system-setting.service';
export * from './for-auth';
export * from './for-customer';
export * from './for-store';
export * from './for-structure';
export * from './for-user';
export { localized } from './localized';
export type { MenuNode } from './menu.service';
export { salesContactsOf } from './sale-unit.service';
export { assertAccountQuota } from './tenant.service';
export { assertGrantable, grantableMenuIds } from './tenant-package.service';
