import { IdList, pageOf } from '@smdp/contracts';
import { Todo, TodoInput, TodoListQuery, TodoMove, todoCodes } from '@smdp/contracts/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { listTodos, moveTodo, removeTodos, saveTodo } from './todo.service';

/** A person's own to-dos (the to-do page): only their author sees them. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-workflow/todo';
  const tags = ['todo'];

  app.get(
    `${base}/list`,
    {
      config: { permission: todoCodes.view },
      schema: {
        tags,
        summary: "The caller's own to-dos, soonest due first",
        querystring: TodoListQuery,
        response: { 200: pageOf(Todo) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listTodos(db, callerOf(request), { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [todoCodes.add, todoCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a to-do of the caller, or changes one of its own (with id and version)',
        body: TodoInput,
        response: { 200: Todo },
      },
    },
    async (request) => saveTodo(db, callerOf(request), request.body, request.zone, request.ip),
  );

  app.post(
    `${base}/move`,
    {
      config: { permission: [todoCodes.add, todoCodes.edit] },
      schema: {
        tags,
        summary: 'Closes, cancels or re-opens one of the caller’s to-dos',
        body: TodoMove,
        response: { 200: Todo },
      },
    },
    async (request) => moveTodo(db, callerOf(request), request.body, request.zone, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: todoCodes.delete },
      schema: {
        tags,
        summary: 'Removes some of the caller’s to-dos (soft)',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeTodos(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
