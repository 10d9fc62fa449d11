import type { PageLoader } from '../../../app/pages';

/** Order returns: the returns page of the menu `order_return` and the standalone new-return window. */
export const pages: Record<string, PageLoader> = {
  '/sales/order/return': () => import('./ReturnsPage'),
  '/standalone/orderReturnNew': () => import('./ReturnNewWindow'),
};
