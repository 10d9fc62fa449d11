import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/store/shop': () => import('./pages/ShopPage'),
  '/stock/warehouse': () => import('./pages/WarehousePage'),
};
