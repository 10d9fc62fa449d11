import type { PageLoader } from '../../app/pages';

/** Roles with their grants, and the menu administration (menu paths of the system menu). */
export const pages: Record<string, PageLoader> = {
  '/system/role': () => import('./pages/RolePage'),
  '/system/menu': () => import('./pages/MenuPage'),
};
