import type { PageLoader } from '../../app/pages';

/** Tenants, packages, versions, OAuth clients, settings, sales units and parameters (menu paths of the system menu). */
export const pages: Record<string, PageLoader> = {
  '/system/tenant': () => import('./pages/TenantPage'),
  '/system/tenant-package': () => import('./pages/TenantPackagePage'),
  '/system/version': () => import('./pages/VersionPage'),
  '/system/client': () => import('./pages/ClientPage'),
  '/system/setting': () => import('./pages/SettingPage'),
  '/system/sale-unit': () => import('./pages/SaleUnitPage'),
  '/system/param': () => import('./pages/ParamPage'),
};
