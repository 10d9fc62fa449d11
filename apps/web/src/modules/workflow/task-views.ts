import type { ComponentType } from 'react';

/** What a module shows of one of its documents waiting in the to-do list. */
export type TaskViewProps = { docId: string; onChanged: () => void };

export type TaskTarget = {
  /** The list page of the document type (a menu path), opened when there is no view. */
  page: string;
  /** The document with its action buttons, shown in the to-do drawer. */
  view?: () => Promise<{ default: ComponentType<TaskViewProps> }>;
};

/**
 * Each module declares its document types in `src/modules/<area>/task-views.ts`:
 * `export const taskViews: Record<string, TaskTarget> = { fund_receipt: { page, view } }`.
 */
const registered = import.meta.glob<Record<string, TaskTarget>>('../*/task-views.ts', {
  eager: true,
  import: 'taskViews',
});

export const taskTargets: Record<string, TaskTarget> = Object.assign({}, ...Object.values(registered));
