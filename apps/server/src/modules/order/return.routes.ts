import { IdInput, pageOf } from '@smdp/contracts';
import {
  OrderSummary,
  ReturnableOrder,
  ReturnDetail,
  ReturnDraftInput,
  ReturnListQuery,
  ReturnReceiveInput,
  returnCodes,
  returnMachine,
} from '@smdp/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineDocument, documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { forbidden } from '../../platform/http/errors';
import { returnDocument } from './return.document';
import { listReturns, returnableOf } from './return.queries';
import { receiveReturn, saveReturn } from './return.service';

const base = '/smdp-order/return';
const tags = ['order-return'];

/** The generated calls of every action but `receive`, which takes the counted quantities (below). */
const { receive: _receive, ...generatedActions } = returnMachine.actions;
const { amend: _amend, hooks, authorize: _authorize, ...declared } = returnDocument;
const generated = defineDocument({
  ...declared,
  machine: { states: returnMachine.states, actions: generatedActions },
  ...(hooks ? { hooks } : {}),
});

const returnDocumentRoutes = documentRoutes(generated, {
  base,
  tags,
  entity: ReturnDetail,
  list: {
    summary: 'Returns (orders of type RETURN) the caller sees: its own as a buyer, its buyers as a seller',
    querystring: ReturnListQuery,
    response: pageOf(OrderSummary),
    handler: (caller, query, request) => listReturns(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One return with its lines, refund, links and timeline' },
  remove: { summary: 'Deletes draft returns' },
  timeline: { summary: "A return's history" },
});

/** Order returns (page /sales/order/return, standalone orderReturnNew). */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(returnDocumentRoutes);

  app.get(
    `${base}/returnable`,
    {
      config: { permission: [returnCodes.view, returnCodes.add] },
      schema: {
        tags,
        summary: "An original order's delivered lines with what each may still return (a return form's start)",
        querystring: z.object({ orderId: IdInput }),
        response: { 200: ReturnableOrder },
      },
    },
    async (request) => returnableOf(db, await documentCallerOf(app, request), request.query.orderId),
  );

  app.post(
    `${base}/save`,
    {
      config: { permission: [returnCodes.add, returnCodes.edit] },
      schema: {
        tags,
        summary: 'Drafts a return of a delivered order (no id) or changes a draft (id and version)',
        body: ReturnDraftInput,
        response: { 200: ReturnDetail },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!holdsAny(caller, request.body.id ? [returnCodes.edit, returnCodes.add] : [returnCodes.add]))
        throw forbidden();
      return saveReturn(db, caller, request.body, { zone: request.zone, ip: request.ip });
    },
  );

  app.post(
    `${base}/receive`,
    {
      config: { permission: returnMachine.actions.receive.codes },
      schema: {
        tags,
        summary: 'RETURN_SHIPPED -> RECEIVED: the seller counts accepted and damaged units (RETURN_IN)',
        body: ReturnReceiveInput,
        response: { 200: ReturnDetail },
      },
    },
    async (request) =>
      receiveReturn(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );
};
