import type { PageLoader } from '../../../app/pages';

const page: PageLoader = () => import('./pages/SubCustomerCreditPage');

/** The menu leaf opens `/finance/sub-cust-credit`; the spec names the page `/finance/sub-cust-credit/setting`. */
export const pages: Record<string, PageLoader> = {
  '/finance/sub-cust-credit': page,
  '/finance/sub-cust-credit/setting': page,
};
