import { IdInput, pageOf } from '@smdp/contracts';
import { FUND_AVAILABILITY_CODES } from '@smdp/contracts/fund';
import {
  REBATE_CODES,
  RebateAccrual,
  RebateAccrualListQuery,
  RebateLot,
  RebateLotListQuery,
  RebatePolicy,
  RebatePolicyInput,
  RebatePolicyListQuery,
  RebateProgress,
  RebateProgressQuery,
  RebateSettleInput,
  RebateSettlement,
  RebateSettlementListQuery,
} from '@smdp/contracts/rebate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { lockDocument } from '../../platform/document/lifecycle';
import { documentRoutes } from '../../platform/document/routes';
import { notFound } from '../../platform/http/errors';
import { loadPolicy, recomputePolicy } from './accrual';
import { listAccruals, listLots, rebateProgress } from './accrual.queries';
import { todayIn } from './days';
import { rebatePolicyDocument } from './policy.document';
import { listPolicies, ownsPolicy, policyDetail } from './policy.queries';
import { savePolicy } from './policy.service';
import { rebateSettlementDocument } from './settlement.document';
import { listSettlements } from './settlement.queries';
import { createSettlements } from './settlement.service';

const base = '/smdp-finance/rebate';
const tags = ['finance-rebate'];

const policyRoutes = documentRoutes(rebatePolicyDocument, {
  base: `${base}/policy`,
  tags,
  entity: RebatePolicy,
  list: {
    summary: 'Rebate policies the caller owns or its data scope reaches, newest first',
    querystring: RebatePolicyListQuery,
    response: pageOf(RebatePolicy),
    handler: (caller, query, request) => listPolicies(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One policy with its tiers, scope, eligibility and the caller’s actions' },
  remove: { summary: 'Deletes draft policies' },
  timeline: { summary: "A policy's history" },
});

const settlementRoutes = documentRoutes(rebateSettlementDocument, {
  base: `${base}/settlement`,
  tags,
  entity: RebateSettlement,
  list: {
    summary: 'Rebate settlements the caller sees (its own as a buyer, those of its policies as an owner)',
    querystring: RebateSettlementListQuery,
    response: pageOf(RebateSettlement),
    handler: (caller, query, request) => listSettlements(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One settlement with its accrual and clawback lines' },
  timeline: { summary: "A settlement's history" },
});

/** Rebate (domain.md §8): policies, accruals, settlements, lots and a buyer's tier progress. */
export const rebateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(policyRoutes);
  await app.register(settlementRoutes);
  const context = (request: { zone: string; ip: string }) => ({ zone: request.zone, ip: request.ip });

  app.post(
    `${base}/policy/save`,
    {
      config: { permission: REBATE_CODES.write },
      schema: {
        tags,
        summary: 'Creates a DRAFT policy or changes one (key fields locked once ACTIVE)',
        body: RebatePolicyInput,
        response: { 200: RebatePolicy },
      },
    },
    async (request) => savePolicy(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.post(
    `${base}/policy/recompute`,
    {
      config: { permission: REBATE_CODES.write },
      schema: {
        tags,
        summary: 'Recomputes every accrual of an active or closed policy so far',
        body: z.object({ id: IdInput }),
        response: { 200: RebatePolicy },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      await db.transaction().execute(async (trx) => {
        const row = await lockDocument(trx, rebatePolicyDocument, caller, request.body.id);
        if (!ownsPolicy(caller, row.ownerPartyId)) throw notFound();
        const policy = await loadPolicy(trx, caller.tenantId, row.id);
        if (!policy || row.state === 'DRAFT') return;
        await recomputePolicy(trx, caller.tenantId, policy, null, todayIn(new Date(), request.zone));
      });
      return policyDetail(db, caller, request.body.id);
    },
  );

  app.post(
    `${base}/settlement/create`,
    {
      config: { permission: REBATE_CODES.write },
      schema: {
        tags,
        summary: 'Drafts the settlements of a policy period, one per buyer with something to settle',
        body: RebateSettleInput,
        response: { 200: z.array(RebateSettlement) },
      },
    },
    async (request) => createSettlements(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.get(
    `${base}/accrual/list`,
    {
      config: { permission: REBATE_CODES.view },
      schema: {
        tags,
        summary: 'Accruals per policy, buyer and period, with what was settled of each',
        querystring: RebateAccrualListQuery,
        response: { 200: pageOf(RebateAccrual) },
      },
    },
    async (request) => listAccruals(db, await documentCallerOf(app, request), request.query, request.zone),
  );

  app.get(
    `${base}/lot/list`,
    {
      config: { permission: REBATE_CODES.view },
      schema: {
        tags,
        summary: 'Rebate lots with what is left of each and its expiry day, first expiring first',
        querystring: RebateLotListQuery,
        response: { 200: pageOf(RebateLot) },
      },
    },
    async (request) => listLots(db, await documentCallerOf(app, request), request.query, request.zone),
  );

  app.get(
    `${base}/progress`,
    {
      config: { permission: [...REBATE_CODES.view, ...FUND_AVAILABILITY_CODES] },
      schema: {
        tags,
        summary: "A buyer's progress on its seller's active policies: the tier reached and what reaches the next",
        querystring: RebateProgressQuery,
        response: { 200: z.array(RebateProgress) },
      },
    },
    async (request) => rebateProgress(db, await documentCallerOf(app, request), request.query, request.zone),
  );
};
