import { pageOf } from '@smdp/contracts';
import {
  ConfirmReceiptInput,
  INBOUND_CODES,
  Inbound,
  OUTBOUND_CODES,
  Outbound,
  OutboundInput,
  OutboundListQuery,
  OutboundSummary,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { forbidden } from '../../platform/http/errors';
import { outboundDocument } from './outbound.document';
import { saveOutboundDraft } from './outbound.drafts';
import { listOutbounds } from './outbound.queries';
import { confirmReceipt } from './outbound.receipt';

const base = '/smdp-stock/outbound';
const tags = ['outbound'];

const outboundDocumentRoutes = documentRoutes(outboundDocument, {
  base,
  tags,
  entity: Outbound,
  list: {
    summary: 'Outbound vouchers of the warehouses the caller sees, and shipments to its customer, newest first',
    querystring: OutboundListQuery,
    response: pageOf(OutboundSummary),
    handler: (caller, query, request) => listOutbounds(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One outbound voucher with its lines' },
  remove: { summary: 'Deletes draft outbound vouchers' },
  timeline: { summary: "An outbound voucher's history" },
});

/** Outbound stock vouchers (page /stock/outbound): generated document calls, drafts and receipt confirmation. */
export const outboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(outboundDocumentRoutes);

  app.post(
    `${base}/submit`,
    {
      config: { permission: OUTBOUND_CODES.write },
      schema: {
        tags,
        summary: 'Drafts an outbound voucher (no id) or rewrites a draft (id and version)',
        body: OutboundInput,
        response: { 200: Outbound },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!holdsAny(caller, request.body.id ? OUTBOUND_CODES.edit : OUTBOUND_CODES.add)) throw forbidden();
      return saveOutboundDraft(db, caller, request.body, { zone: request.zone, ip: request.ip });
    },
  );

  app.post(
    `${base}/confirm-receipt`,
    {
      config: { permission: INBOUND_CODES.add },
      schema: {
        tags,
        summary: "The consignee's primary account confirms a shipped sales-out: its purchase receipt is created",
        body: ConfirmReceiptInput,
        response: { 200: Inbound },
      },
    },
    async (request) =>
      confirmReceipt(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );
};
