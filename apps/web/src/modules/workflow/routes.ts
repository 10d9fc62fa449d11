import type { PageLoader } from '../../app/pages';

/** The to-do page, the workflow tasks page and the approval rules (system administration). */
export const pages: Record<string, PageLoader> = {
  '/todo/index': () => import('./pages/TodoPage'),
  '/work/task': () => import('./pages/WorkflowTaskPage'),
  '/system/workflow': () => import('./pages/WorkflowRulePage'),
};
