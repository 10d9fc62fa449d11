import type { PageLoader } from '../../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/sales/shopVist/visit': () => import('../pages/VisitPage'),
};
