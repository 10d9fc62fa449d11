import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../platform/http/errors';
import { actorOf, holdsAny } from './actor';
import {
  CLOSURE_CODES,
  CLOSURE_TRANSITIONS,
  type ClosureAction,
  closureRequestDetail,
  createClosureRequest,
  listClosureRequests,
  removeClosureRequests,
  transitionClosureRequest,
  updateClosureRequest,
} from './closure.service';
import { CLOSURE_REASONS, CLOSURE_STATES, PARTY_STATES, PARTY_TYPES } from './customer.tables';

const ClosureRequest = z.object({
  id: Id,
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  partyType: z.enum(PARTY_TYPES),
  partyState: z.enum(PARTY_STATES),
  sellerPartyId: Id.nullable(),
  sellerCode: z.string().nullable(),
  reason: z.enum(CLOSURE_REASONS),
  reasonDetail: z.string().nullable(),
  evidence: z.array(z.string()),
  effectiveDate: z.string().describe('yyyy-MM-dd'),
  state: z.enum(CLOSURE_STATES),
  requestedBy: Id.nullable(),
  requestedByName: z.string().nullable(),
  submittedAt: DateTime.nullable(),
  submittedBy: Id.nullable().describe('who sent it: may not approve it unless the tenant allows'),
  reviewedBy: Id.nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: DateTime.nullable(),
  reviewRemark: z.string().nullable(),
  executedAt: DateTime.nullable(),
  version: z.number().int(),
  createTime: DateTime,
});

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const ClosureInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  partyId: IdInput,
  reason: z.enum(CLOSURE_REASONS),
  reasonDetail: z.string().trim().max(500).nullish(),
  evidence: z
    .array(z.string().trim().min(1).max(500))
    .max(10)
    .optional()
    .describe('links to photos or documents (at most 10)'),
  effectiveDate: z.string().trim().max(10).describe('yyyy-MM-dd: from that day the closure can be executed'),
});

/** A real calendar day, or the translated 400 every other date filter gives. */
function assertCalendarDate(text: string): string {
  const day = new Date(`${text}T00:00:00Z`);
  if (!CALENDAR_DATE.test(text) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
    throw badRequest('invalidParameter', { field: 'effectiveDate', detail: 'yyyy-MM-dd' });
  }
  return text;
}

const Transition = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().max(500).optional().describe('the reason of a rejection (required there)'),
});

const ACTION_CODES: Record<ClosureAction, readonly string[]> = {
  send: [...CLOSURE_CODES.add, ...CLOSURE_CODES.edit],
  approve: CLOSURE_CODES.approve,
  reject: CLOSURE_CODES.approve,
  execute: CLOSURE_CODES.approve,
  cancel: [...CLOSURE_CODES.add, ...CLOSURE_CODES.edit, ...CLOSURE_CODES.approve],
};

const ListQuery = PageQuery.extend({
  partyCode_like: z.string().max(32).optional(),
  partyName_like: z.string().max(100).optional(),
  partyId_equal: z.string().max(20).optional(),
  reason_equal: z.string().max(20).optional(),
  state_equal: z.string().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();

/** Store-closure requests of domain.md §9 (page /customer/sub-customer/closeRequest). */
export const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/customerCloseRequest';
  const tags = ['customerCloseRequest'];

  app.get(
    `${base}/list`,
    {
      config: { permission: CLOSURE_CODES.view },
      schema: {
        tags,
        summary: 'Closure requests the caller may see, newest first',
        querystring: ListQuery,
        response: { 200: pageOf(ClosureRequest) },
      },
    },
    async (request) => listClosureRequests(db, await actorOf(app, request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: CLOSURE_CODES.view },
      schema: {
        tags,
        summary: 'One closure request',
        querystring: z.object({ id: IdInput }),
        response: { 200: ClosureRequest },
      },
    },
    async (request) => closureRequestDetail(db, await actorOf(app, request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [...CLOSURE_CODES.add, ...CLOSURE_CODES.edit] },
      schema: {
        tags,
        summary: 'Drafts a closure request (no id) or changes a draft (id and version)',
        body: ClosureInput,
        response: { 200: ClosureRequest },
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const { id, version, ...fields } = request.body;
      const input = { ...fields, effectiveDate: assertCalendarDate(fields.effectiveDate) };
      if (!id) {
        if (!holdsAny(actor, CLOSURE_CODES.add)) throw forbidden();
        return createClosureRequest(db, actor, input, request.ip);
      }
      return updateClosureRequest(db, actor, { ...input, id, version: version ?? 0 }, request.ip);
    },
  );

  for (const action of Object.keys(CLOSURE_TRANSITIONS) as ClosureAction[]) {
    const { from, to } = CLOSURE_TRANSITIONS[action];
    app.post(
      `${base}/${action}`,
      {
        config: { permission: ACTION_CODES[action] },
        schema: { tags, summary: `${from.join(' / ')} -> ${to}`, body: Transition, response: { 200: ClosureRequest } },
      },
      async (request) =>
        transitionClosureRequest(db, await actorOf(app, request), action, request.body, request.zone, request.ip),
    );
  }

  app.post(
    `${base}/remove`,
    {
      config: { permission: CLOSURE_CODES.delete },
      schema: {
        tags,
        summary: 'Deletes draft requests',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await removeClosureRequests(db, await actorOf(app, request), request.query.ids, request.ip);
      return true;
    },
  );
};
