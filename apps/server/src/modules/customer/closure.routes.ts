import { pageOf } from '@smdp/contracts';
import { CLOSURE_CODES, ClosureInput, ClosureListQuery, ClosureRequest } from '@smdp/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { badRequest, forbidden } from '../../platform/http/errors';
import { closureDocument } from './closure.document';
import { createClosureRequest, updateClosureRequest } from './closure.drafts';
import { listClosureRequests } from './closure.queries';

const base = '/smdp-customer/customerCloseRequest';
const tags = ['customerCloseRequest'];
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, or the translated 400 every other date filter gives. */
function assertCalendarDate(text: string): string {
  const day = new Date(`${text}T00:00:00Z`);
  if (!CALENDAR_DATE.test(text) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
    throw badRequest('invalidParameter', { field: 'effectiveDate', detail: 'yyyy-MM-dd' });
  }
  return text;
}

/** List, detail, one call per action of the flow, remove, amend and timeline: generated from the document. */
const closureDocumentRoutes = documentRoutes(closureDocument, {
  base,
  tags,
  entity: ClosureRequest,
  list: {
    summary: 'Closure requests the caller may see, newest first',
    querystring: ClosureListQuery,
    response: pageOf(ClosureRequest),
    handler: (caller, query, request) => listClosureRequests(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One closure request' },
  remove: { summary: 'Deletes draft requests' },
  amend: { summary: 'Cancels a request and copies it into a new draft that links to it (amended_from)' },
  timeline: { summary: "A closure request's history: who moved it from which state to which, when and why" },
});

/** Store-closure requests of domain.md §9 (page /customer/sub-customer/closeRequest). */
export const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(closureDocumentRoutes);

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
      const caller = await documentCallerOf(app, request);
      const { id, version, ...fields } = request.body;
      const input = { ...fields, effectiveDate: assertCalendarDate(fields.effectiveDate) };
      if (!id) {
        if (!holdsAny(caller, CLOSURE_CODES.add)) throw forbidden();
        return createClosureRequest(db, caller, input, request.ip);
      }
      return updateClosureRequest(db, caller, { ...input, id, version: version ?? 0 }, request.ip);
    },
  );
};
