import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/goods/list': () => import('./pages/GoodsPage'),
  '/goods/level': () => import('./pages/ProductLevelPage'),
  '/goods/price': () => import('./pages/PriceListPage'),
  '/goods/customer-level': () => import('./pages/CustomerLevelPage'),
  '/customer/goods': () => import('./pages/CustomerGoodsPage'),
};
