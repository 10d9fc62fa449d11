import { IdInput, pageOf } from '@smdp/contracts';
import {
  CHECK_CODES,
  Check,
  CheckCountInput,
  CheckInput,
  CheckListQuery,
  CheckSummary,
  CountSchedule,
  CountScheduleInput,
  stockSettingCodes,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { callerOf } from '../../platform/scope/caller';
import { listCountSchedules, setCountSchedule } from './check.cycle';
import { checkDocument } from './check.document';
import { assigneeCandidates, createCheck, saveCounts } from './check.drafts';
import { listChecks } from './check.queries';

const base = '/smdp-stock/check';
const tags = ['stock-check'];

const checkDocumentRoutes = documentRoutes(checkDocument, {
  base,
  tags,
  entity: Check,
  list: {
    summary: 'Stock check tasks of the warehouses the caller sees, newest first',
    querystring: CheckListQuery,
    response: pageOf(CheckSummary),
    handler: (caller, query, request) => listChecks(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One stock check with its lines (no book quantity to a blind count in progress)' },
  remove: { summary: 'Deletes planned or cancelled stock checks' },
  timeline: { summary: "A stock check's history" },
});

/**
 * Stock checks: `/smdp-stock/check/*` serves both pages: the checks page (plan, start, approve, post,
 * cancel) and the counter's page (`/task-list`: my tasks, `/count`: counted quantities, `/submit`).
 */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(checkDocumentRoutes);

  app.post(
    `${base}/create`,
    {
      config: { permission: CHECK_CODES.add },
      schema: { tags, summary: 'Plans a stock check task (PLANNED)', body: CheckInput, response: { 200: Check } },
    },
    async (request) =>
      createCheck(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );

  app.post(
    `${base}/count`,
    {
      config: { permission: CHECK_CODES.count },
      schema: {
        tags,
        summary: 'Saves counted quantities of lines of a task IN_PROGRESS (id and version)',
        body: CheckCountInput,
        response: { 200: Check },
      },
    },
    async (request) => saveCounts(db, await documentCallerOf(app, request), request.body),
  );

  app.get(
    `${base}/task-list`,
    {
      config: { permission: CHECK_CODES.view },
      schema: {
        tags,
        summary: 'The tasks assigned to the caller, newest first',
        querystring: CheckListQuery,
        response: { 200: pageOf(CheckSummary) },
      },
    },
    async (request) => listChecks(db, callerOf(request), request.query, request.zone, true),
  );

  app.get(
    `${base}/assignees`,
    {
      config: { permission: CHECK_CODES.add },
      schema: {
        tags,
        summary: "Who may count in a warehouse: its owner's enabled accounts",
        querystring: z.object({ warehouseId: IdInput }),
        response: { 200: z.array(z.object({ id: z.string(), account: z.string(), realName: z.string().nullable() })) },
      },
    },
    async (request) => assigneeCandidates(db, await documentCallerOf(app, request), request.query.warehouseId),
  );

  app.get(
    `${base}/schedule`,
    {
      // The checks page and the settings page (its cycle-count tab) both show the schedule.
      config: { permission: [...CHECK_CODES.view, stockSettingCodes.view] },
      schema: { tags, summary: 'Cycle-count frequency per warehouse', response: { 200: z.array(CountSchedule) } },
    },
    async (request) => listCountSchedules(db, callerOf(request)),
  );

  app.post(
    `${base}/schedule`,
    {
      config: { permission: [...CHECK_CODES.edit, stockSettingCodes.edit] },
      schema: {
        tags,
        summary: "Sets a warehouse's cycle-count frequency in days (null: none)",
        body: CountScheduleInput,
        response: { 200: z.boolean() },
      },
    },
    async (request) => setCountSchedule(db, callerOf(request), request.body),
  );
};
