import type { TaskTarget } from '../workflow/task-views';

/** The finance documents that wait in the to-do list. */
export const taskViews: Record<string, TaskTarget> = {
  fund_receipt: { page: '/finance/customer-receipt', view: () => import('./ReceiptTaskView') },
  credit_change: { page: '/finance/credit' },
  reconciliation: { page: '/finance/reconciliation' },
};
