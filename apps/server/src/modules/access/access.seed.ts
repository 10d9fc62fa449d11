import { leaf, type MenuSeed, NONE } from '../../db/seed/menu-kit';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const ACCESS_MENUS = {
  role: leaf(
    'role',
    '/system/role',
    'SolutionOutlined',
    ['角色管理', 'Roles', 'Rôles', 'Роли', 'Roles', 'Majukumu'],
    NONE,
  ).with('grant'),
  menu: leaf('menu', '/system/menu', 'MenuOutlined', ['菜单管理', 'Menus', 'Menus', 'Меню', 'Menús', 'Menyu'], NONE),
} satisfies Record<string, MenuSeed>;
