import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/customer/list': () => import('./pages/CustomerListPage'),
  '/customer/sub-customer': () => import('./pages/SubCustomerPage'),
  '/customer/sub-customer/closeRequest': () => import('./pages/ClosureRequestPage'),
  '/customer/address': () => import('./pages/AddressPage'),
  '/field/vehicle': () => import('./pages/VehiclePage'),
};
