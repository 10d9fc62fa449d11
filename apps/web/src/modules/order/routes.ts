import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/sales/order': () => import('./pages/OrderSearchPage'),
  '/sales/order/new': () => import('./pages/PurchasePage'),
  '/sales/purchase': () => import('./pages/PurchasePage'),
  '/sales/order/purchaseDetailView': () => import('./pages/OrderDetailViewPage'),
  '/standalone/orderNew': () => import('./pages/OrderNewWindow'),
  '/standalone/orderDetail': () => import('./pages/OrderDetailWindow'),
};
