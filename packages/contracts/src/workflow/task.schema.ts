import { z } from 'zod';
import { DateTime, Id, PageQuery } from '..';

export const WORKFLOW_TASK_STATUSES = ['OPEN', 'DONE', 'CANCELLED'] as const;

/** A document waiting for the caller's action. */
export const WorkflowTask = z.object({
  id: Id,
  docType: z.string(),
  docId: Id,
  docNo: z.string().nullable(),
  state: z.string(),
  actions: z.array(z.string()),
  subjectPartyId: Id.nullable(),
  subjectName: z.string().nullable(),
  dueAt: DateTime.nullable(),
  overdue: z.boolean(),
  taskStatus: z.enum(WORKFLOW_TASK_STATUSES),
  closedAt: DateTime.nullable(),
  createTime: DateTime,
});
export type WorkflowTask = z.output<typeof WorkflowTask>;

export const WorkflowTaskListQuery = PageQuery.extend({
  docType_equal: z.string().max(64).optional(),
  taskStatus: z.enum(WORKFLOW_TASK_STATUSES).default('OPEN'),
});

/** The top bar's count: tasks waiting for the caller and its own open to-dos. */
export const TodoCount = z.object({ tasks: z.number().int(), todos: z.number().int(), overdue: z.number().int() });
export type TodoCount = z.output<typeof TodoCount>;
