import type { PageLoader } from '../../app/pages';

/** Accounts: the company's user administration and a primary account's own sub-accounts. */
export const pages: Record<string, PageLoader> = {
  '/system/user': () => import('./pages/UserPage'),
  '/customer/account': () => import('./pages/CustomerAccountPage'),
};
