import { pageOf } from '@smdp/contracts';
import {
  visitPlanCodes as codes,
  Plan,
  PlanGenerated,
  PlanGenerateInput,
  PlanListQuery,
  PlanSummary,
  PlanVisitsInput,
} from '@smdp/contracts/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { planDocument } from './plan.document';
import { setPlanVisits } from './plan.drafts';
import { generatePlans } from './plan.generate';
import { listPlans } from './plan.queries';

const base = '/smdp-field/plan';
const tags = ['visit-plan'];

const planDocumentRoutes = documentRoutes(planDocument, {
  base,
  tags,
  entity: Plan,
  list: {
    summary: 'Visit plans the caller sees, latest day first',
    querystring: PlanListQuery,
    response: pageOf(PlanSummary),
    handler: (caller, query, request) => listPlans(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One visit plan with its visits in order' },
  remove: { summary: 'Deletes cancelled visit plans' },
  timeline: { summary: "A visit plan's history" },
});

/** Visit plans (`/smdp-field/plan/*`): generated from routes, edited while DRAFT, published or proposed. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(planDocumentRoutes);

  app.post(
    `${base}/generate`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: 'DRAFT plans from routes for a date range: one per route per day it runs; existing days stay',
        body: PlanGenerateInput,
        response: { 200: PlanGenerated },
      },
    },
    async (request) =>
      generatePlans(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );

  app.post(
    `${base}/visits`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: "Sets a DRAFT plan's stores in order (add, remove, re-order)",
        body: PlanVisitsInput,
        response: { 200: Plan },
      },
    },
    async (request) =>
      setPlanVisits(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );
};
