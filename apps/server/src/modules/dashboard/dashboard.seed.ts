import { ALL, leaf, type MenuSeed } from '../../db/seed/menu-kit';

/** The dashboard page (placed by db/seed/menus.ts first under the workbench); the home tab shows it too. */
export const DASHBOARD_MENUS = {
  dashboard: leaf(
    'dashboard',
    '/dashboard/index',
    'AreaChartOutlined',
    ['仪表盘', 'Dashboard', 'Tableau de bord', 'Панель', 'Panel', 'Dashibodi'],
    ALL,
  ),
} satisfies Record<string, MenuSeed>;
