import { ALL, leaf, type MenuSeed } from '../../db/seed/menu-kit';

/**
 * The returns page in the menu tree (placed by db/seed/menus.ts) with the buttons of `returnCodes`:
 * add/edit/delete/view/export for the buyer's side and `approve` for the seller's inspection (approve,
 * reject, receive, refund), further limited to the seller's side by the server whatever the codes.
 */
export const RETURN_MENUS = {
  order_return: leaf(
    'order_return',
    '/sales/order/return',
    'RollbackOutlined',
    ['退货', 'Returns', 'Retours', 'Возвраты', 'Devoluciones', 'Marejesho'],
    ALL,
  ).with('approve'),
} satisfies Record<string, MenuSeed>;
