import type { TaskTarget } from '../workflow/task-views';

/** The party documents that wait in the to-do list. */
export const taskViews: Record<string, TaskTarget> = {
  party: { page: '/customer/list' },
  closureRequest: { page: '/customer/sub-customer/closeRequest' },
};
