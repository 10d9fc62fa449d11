import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/sales/pickup': () => import('./pages/PickupPage'),
};
