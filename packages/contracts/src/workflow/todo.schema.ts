import { z } from 'zod';
import { DateTime, Id, IdInput, PageQuery } from '..';
import { CalendarDate } from '../catalog/decimal.schema';

export const TODO_PRIORITIES = ['LOW', 'NORMAL', 'HIGH'] as const;
export const TODO_STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export const TODO_LIMITS = { title: 200, description: 2000, ref: 64 } as const;

/** A personal to-do (domain.md §10): what one account means to do, with a reference, a due date and a priority. */
export const Todo = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.enum(TODO_PRIORITIES),
  todoStatus: z.enum(TODO_STATUSES),
  closedAt: DateTime.nullable(),
  overdue: z.boolean(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Todo = z.output<typeof Todo>;

export const TodoInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  title: z.string().trim().min(1).max(TODO_LIMITS.title),
  description: z.string().trim().max(TODO_LIMITS.description).nullish(),
  refType: z.string().trim().max(TODO_LIMITS.ref).nullish(),
  refId: z.string().trim().max(TODO_LIMITS.ref).nullish(),
  dueDate: CalendarDate.nullish(),
  priority: z.enum(TODO_PRIORITIES).default('NORMAL'),
});
export type TodoInput = z.output<typeof TodoInput>;

export const TodoMove = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  todoStatus: z.enum(TODO_STATUSES),
});
export type TodoMove = z.output<typeof TodoMove>;

export const TodoListQuery = PageQuery.extend({
  todoStatus: z.enum(TODO_STATUSES).optional(),
  priority_equal: z.enum(TODO_PRIORITIES).optional(),
});
export type TodoListQuery = z.output<typeof TodoListQuery>;
