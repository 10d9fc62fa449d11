import type { PageLoader } from '../../app/pages';

/** The dashboard page (the home tab shows the same tiles under its welcome). */
export const pages: Record<string, PageLoader> = {
  '/dashboard/index': () => import('./pages/DashboardPage'),
};
