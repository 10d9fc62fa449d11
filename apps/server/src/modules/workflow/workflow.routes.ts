import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  TodoCount,
  WorkflowDocType,
  WorkflowTask,
  WorkflowTaskListQuery,
  WorkflowTransition,
  WorkflowTransitionInput,
  WorkflowTransitionListQuery,
  workflowRuleCodes,
  workflowTaskCodes,
} from '@smdp/contracts/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { TtlCache } from '../../platform/cache';
import type { Database } from '../../platform/db/database';
import { documentCallerOf } from '../../platform/document/define';
import {
  listRules,
  removeRules,
  ruleDetail,
  ruleDocTypes,
  saveRule,
  type WorkflowRuleRow,
} from '../../platform/document/workflow.rules';
import { forbidden } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { callerOf } from '../../platform/scope/caller';
import { liveRoleCount, namedRoles } from '../access';
import { listTasks, openTaskCount } from './task.queries';
import { openTodoCount } from './todo.service';

/** The top bar polls the count from every open page; a task opened elsewhere shows within this time. */
const COUNT_CACHE_TTL_MS = 3_000;

/** Approval rules (system administration), the tasks waiting for the caller, and the top bar's count. */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions, caches } = app.deps;
  const counts = new TtlCache<TodoCount>(COUNT_CACHE_TTL_MS, 50_000);
  caches.push(counts);

  const rules = '/smdp-workflow/rule';
  const ruleTags = ['workflow rule'];

  app.get(
    `${rules}/list`,
    {
      config: { permission: workflowRuleCodes.view },
      schema: {
        tags: ruleTags,
        summary: 'The approval rules of the tenant, a page',
        querystring: WorkflowTransitionListQuery,
        response: { 200: pageOf(WorkflowTransition) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      const page = await listRules(db, callerOf(request), { current, size, ascs, descs }, filters);
      return { ...page, records: await withRoleNames(db, page.records, request.lang) };
    },
  );

  app.get(
    `${rules}/detail`,
    {
      config: { permission: workflowRuleCodes.view },
      schema: {
        tags: ruleTags,
        summary: 'One approval rule',
        querystring: z.object({ id: IdInput }),
        response: { 200: WorkflowTransition },
      },
    },
    async (request) => {
      const [rule] = await withRoleNames(db, [await ruleDetail(db, callerOf(request), request.query.id)], request.lang);
      return rule;
    },
  );

  app.get(
    `${rules}/doc-types`,
    {
      config: { permission: workflowRuleCodes.view },
      schema: {
        tags: ruleTags,
        summary: 'The document types a rule may name, with their states and actions',
        response: { 200: z.array(WorkflowDocType) },
      },
    },
    async () => ruleDocTypes(),
  );

  app.post(
    `${rules}/submit`,
    {
      config: { permission: [workflowRuleCodes.add, workflowRuleCodes.edit] },
      schema: {
        tags: ruleTags,
        summary: "Creates a rule, or changes one (with id and version); the move must be one of the machine's",
        body: WorkflowTransitionInput,
        response: { 200: WorkflowTransition },
      },
    },
    async (request) => {
      const code = request.body.id ? workflowRuleCodes.edit : workflowRuleCodes.add;
      if (!(await permissions.has(sessionOf(request), code))) throw forbidden();
      const caller = callerOf(request);
      const saved = await saveRule(
        db,
        caller,
        request.body,
        async (trx, roleId) => (await liveRoleCount(trx, caller.tenantId, [roleId])) === 1,
        request.ip,
      );
      counts.clear();
      const [rule] = await withRoleNames(db, [saved], request.lang);
      return rule;
    },
  );

  app.post(
    `${rules}/remove`,
    {
      config: { permission: workflowRuleCodes.delete },
      schema: {
        tags: ruleTags,
        summary: 'Removes rules (soft); an action left without rules is governed by its buttons alone',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeRules(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );

  app.get(
    '/smdp-workflow/task/list',
    {
      config: { permission: workflowTaskCodes.view },
      schema: {
        tags: ['workflow task'],
        summary: 'The documents waiting for the caller (open tasks), or the tasks closed',
        querystring: WorkflowTaskListQuery,
        response: { 200: pageOf(WorkflowTask) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      const caller = await documentCallerOf(app, request);
      return listTasks(db, caller, { current, size, ascs, descs }, filters);
    },
  );

  app.get(
    '/smdp-workflow/todo/count',
    {
      schema: {
        tags: ['workflow task'],
        summary: 'The top bar count: tasks waiting for the caller and its open to-dos, with how many are overdue',
        response: { 200: TodoCount },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      return counts.getOrLoad(`${caller.tenantId}:${caller.userId}`, async () => {
        const tasks = await openTaskCount(db, caller);
        const todos = await openTodoCount(db, caller, request.zone);
        return { tasks: tasks.open, todos: todos.open, overdue: tasks.overdue + todos.overdue };
      });
    },
  );
};

/** The rules with the name of the role each names, in the caller's language. */
async function withRoleNames(db: Database, rows: WorkflowRuleRow[], lang: Language) {
  const ids = [...new Set(rows.map((row) => row.roleId).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (ids.length) {
    const { roles } = await db
      .selectNoFrom(namedRoles(sql`${sql.join(ids.map((id) => sql`${id}::bigint`))}`, lang).as('roles'))
      .executeTakeFirstOrThrow();
    for (const role of roles) names.set(role.id, role.name);
  }
  return rows.map((row) => ({ ...row, roleName: row.roleId ? (names.get(row.roleId) ?? null) : null }));
}
