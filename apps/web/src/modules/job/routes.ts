import type { PageLoader } from '../../app/pages';

/** The jobs page (report menu) and the downloads page (resource menu). */
export const pages: Record<string, PageLoader> = {
  '/monitor/job': () => import('./pages/JobPage'),
  '/resource/download': () => import('./pages/DownloadPage'),
};
