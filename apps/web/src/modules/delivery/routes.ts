import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/field/delivery-trip': () => import('./pages/TripPage'),
  '/field/van-sales': () => import('./pages/VanSalesPage'),
};
