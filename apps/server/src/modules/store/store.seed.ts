import { ALL, leaf, type MenuSeed, STAFF_AND_PRIMARY } from '../../db/seed/menu-kit';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const STORE_MENUS = {
  warehouse: leaf(
    'warehouse',
    '/stock/warehouse',
    'HomeOutlined',
    ['仓库', 'Warehouses', 'Entrepôts', 'Склады', 'Almacenes', 'Maghala'],
    STAFF_AND_PRIMARY,
  ),
  store: leaf(
    'store',
    '/store/shop',
    'ShopOutlined',
    ['门店', 'Stores', 'Magasins', 'Магазины', 'Tiendas', 'Maduka'],
    ALL,
  ),
} satisfies Record<string, MenuSeed>;
