import type { Wire } from '@smdp/contracts';
import type {
  TodoCount,
  Todo as TodoShape,
  WorkflowDocType,
  WorkflowTask as WorkflowTaskShape,
  WorkflowTransition as WorkflowTransitionShape,
} from '@smdp/contracts/workflow';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export {
  TODO_PRIORITIES,
  TODO_STATUSES,
  todoCodes,
  WORKFLOW_TASK_STATUSES,
  workflowRuleCodes,
  workflowTaskCodes,
} from '@smdp/contracts/workflow';

export type WorkflowTask = Wire<WorkflowTaskShape>;
export type Todo = Wire<TodoShape>;
export type WorkflowRule = Wire<WorkflowTransitionShape>;
export type { TodoCount, WorkflowDocType };

export const RULE_API = '/smdp-workflow/rule';
export const TASK_API = '/smdp-workflow/task';
export const TODO_API = '/smdp-workflow/todo';

export const workflowKeys = {
  all: ['workflow'] as const,
  count: ['workflow', 'count'] as const,
  docTypes: ['workflow', 'doc-types'] as const,
  tasks: (status: string) => ['workflow', 'tasks', status] as const,
};

/** The top bar's count, polled like the unread badge; a move elsewhere shows within a minute. */
export const useTodoCount = () =>
  useQuery({
    queryKey: workflowKeys.count,
    queryFn: () => get<TodoCount>(`${TODO_API}/count`, undefined, { quiet: true }),
    refetchInterval: 60_000,
  });

export const useDocTypes = () =>
  useQuery({
    queryKey: workflowKeys.docTypes,
    queryFn: () => get<WorkflowDocType[]>(`${RULE_API}/doc-types`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const moveTodo = (todo: Todo, todoStatus: Todo['todoStatus']) =>
  post<Todo>(`${TODO_API}/move`, { id: todo.id, version: todo.version, todoStatus });
