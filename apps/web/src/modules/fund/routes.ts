import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/finance/customer-receipt': () => import('./pages/ReceiptPage'),
  '/finance/account-balance': () => import('./pages/AccountBalancePage'),
  '/finance/credit': () => import('./pages/CreditPage'),
  '/finance/customer-receipt/flow/receiptDirectApprovalDetail': () => import('./pages/DirectApprovalPage'),
  '/standalone/customerReceiptViews': () => import('./pages/ReceiptViewsPage'),
  '/standalone/customerReceiptEntry': () => import('./pages/ReceiptEntryPage'),
};
