import { ALL, leaf, type MenuSeed } from '../../db/seed/menu-kit';

/**
 * The pages of this module in the menu tree (placed by db/seed/menus.ts). The search page carries the
 * order buttons of `orderCodes` (order_save, order_submit, ...): the seller's moves are further limited
 * to the seller's side by the server, whatever the codes.
 */
export const ORDER_MENUS = {
  order: leaf(
    'order',
    '/sales/order',
    'UnorderedListOutlined',
    ['订单查询', 'Order search', 'Recherche de commandes', 'Поиск заказов', 'Búsqueda de pedidos', 'Tafuta oda'],
    ALL,
  ).with('save', 'submit', 'approve', 'reject', 'cancel', 'hold', 'release', 'ship'),
} satisfies Record<string, MenuSeed>;
