import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/stock/report': () => import('./pages/StockReportPage'),
};
