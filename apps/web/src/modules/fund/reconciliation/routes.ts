import type { PageLoader } from '../../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/finance/reconciliation': () => import('./pages/ReconciliationPage'),
};
