import { pageOf } from '@smdp/contracts';
import {
  INBOUND_CODES,
  Inbound,
  InboundInput,
  InboundListQuery,
  InboundReceiveInput,
  InboundSummary,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { forbidden } from '../../platform/http/errors';
import { inboundDocument } from './inbound.document';
import { saveInboundDraft } from './inbound.drafts';
import { listInbounds } from './inbound.queries';
import { receiveInbound } from './inbound.receive';

const base = '/smdp-stock/inbound';
const tags = ['inbound'];

const inboundDocumentRoutes = documentRoutes(inboundDocument, {
  base,
  tags,
  entity: Inbound,
  list: {
    summary: 'Inbound vouchers of the warehouses the caller sees, newest first',
    querystring: InboundListQuery,
    response: pageOf(InboundSummary),
    handler: (caller, query, request) => listInbounds(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One inbound voucher with its lines' },
  remove: { summary: 'Deletes draft inbound vouchers' },
  timeline: { summary: "An inbound voucher's history" },
});

/** Inbound stock vouchers (page /stock/inbound): generated document calls, drafts and receiving. */
export const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(inboundDocumentRoutes);

  app.post(
    `${base}/submit`,
    {
      config: { permission: INBOUND_CODES.write },
      schema: {
        tags,
        summary: 'Drafts an inbound voucher (no id) or rewrites a draft (id and version)',
        body: InboundInput,
        response: { 200: Inbound },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!holdsAny(caller, request.body.id ? INBOUND_CODES.edit : INBOUND_CODES.add)) throw forbidden();
      return saveInboundDraft(db, caller, request.body, { zone: request.zone, ip: request.ip });
    },
  );

  app.post(
    `${base}/receive-lines`,
    {
      config: { permission: INBOUND_CODES.edit },
      schema: {
        tags,
        summary: 'SUBMITTED -> DONE with the received quantity (and any difference reason) of every line',
        body: InboundReceiveInput,
        response: { 200: Inbound },
      },
    },
    async (request) =>
      receiveInbound(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );
};
