import type { TaskTarget } from '../workflow/task-views';

/** The order documents that wait in the to-do list. */
export const taskViews: Record<string, TaskTarget> = {
  order: { page: '/sales/order', view: () => import('./pages/OrderTaskView') },
  orderReturn: { page: '/sales/order/return' },
};
