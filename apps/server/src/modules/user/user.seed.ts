import { leaf, type MenuSeed, NONE } from '../../db/seed/menu-kit';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const USER_MENUS = {
  user: leaf(
    'user',
    '/system/user',
    'UserOutlined',
    ['用户管理', 'Users', 'Utilisateurs', 'Пользователи', 'Usuarios', 'Watumiaji'],
    NONE,
  ).with('grant', 'reset', 'unlock', 'import'),
} satisfies Record<string, MenuSeed>;
