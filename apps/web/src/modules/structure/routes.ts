import type { PageLoader } from '../../app/pages';

/** Departments, regions, posts and dictionaries (menu paths of the system menu). */
export const pages: Record<string, PageLoader> = {
  '/system/dept': () => import('./pages/DeptPage'),
  '/system/region': () => import('./pages/RegionPage'),
  '/system/post': () => import('./pages/PostPage'),
  '/system/dict': () => import('./pages/DictPage'),
};
