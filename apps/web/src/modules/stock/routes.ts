import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/stock/report': () => import('./pages/StockReportPage'),
  '/stock/inbound': () => import('./pages/InboundPage'),
  '/stock/outbound': () => import('./pages/OutboundPage'),
  '/customer-sales/outbound/detailView': () => import('./pages/OutboundDetailViewPage'),
};
