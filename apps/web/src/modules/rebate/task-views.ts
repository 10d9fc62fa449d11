import type { TaskTarget } from '../workflow/task-views';

/** The rebate documents that wait in the to-do list. */
export const taskViews: Record<string, TaskTarget> = {
  rebateSettlement: { page: '/finance/rebate' },
};
