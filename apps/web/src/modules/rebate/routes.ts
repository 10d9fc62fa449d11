import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/finance/rebate': () => import('./pages/RebatePage'),
};
