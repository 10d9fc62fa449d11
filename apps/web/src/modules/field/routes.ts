import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/sales/shopVist/routeMgr': () => import('./pages/RoutePage'),
  '/sales/shopVist/routeMgr/detail': () => import('./pages/RouteDetailPage'),
  '/sales/shopVist/plan': () => import('./pages/PlanPage'),
  '/standalone/routeMgr': () => import('./pages/RouteMgrPage'),
};
