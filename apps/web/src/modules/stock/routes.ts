import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/stock/report': () => import('./pages/StockReportPage'),
  '/stock/inbound': () => import('./pages/InboundPage'),
  '/stock/outbound': () => import('./pages/OutboundPage'),
  '/stock/transfer': () => import('./pages/TransferPage'),
  '/stock/check': () => import('./pages/CheckPage'),
  '/stock/adjustment': () => import('./pages/AdjustmentPage'),
  '/stock/task': () => import('./pages/TaskPage'),
  '/stock/setting': () => import('./pages/SettingPage'),
  '/customer-sales/outbound/detailView': () => import('./pages/OutboundDetailViewPage'),
  '/standalone/inboundDialog': () => import('./pages/InboundDialogPage'),
  '/standalone/customerOutboundDetail': () => import('./pages/CustomerOutboundDetailPage'),
  '/standalone/pickCheck': () => import('./pages/PickCheckPage'),
};
