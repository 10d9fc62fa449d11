import type { TaskTarget } from '../workflow/task-views';

/** The stock documents that wait in the to-do list. */
export const taskViews: Record<string, TaskTarget> = {
  stock_check: { page: '/stock/check' },
};
