import type { PageLoader } from '../../app/pages';

/** The report centre: every report of domain.md §11 the data feeds. */
export const pages: Record<string, PageLoader> = {
  '/report/index': () => import('./pages/ReportCentrePage'),
};
