import type { PageLoader } from '../../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/finance/statement': () => import('./pages/StatementPage'),
};
