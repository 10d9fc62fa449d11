import { pageOf } from '@smdp/contracts';
import {
  Order,
  OrderDraftInput,
  OrderListQuery,
  OrderQuote,
  OrderQuoteInput,
  OrderShipInput,
  OrderSubmitInput,
  OrderSummary,
  OrderViewCounts,
  orderCodes,
  orderMachine,
} from '@smdp/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { orderDocument, shipOrder, submitOrder } from './order.document';
import { quoteOrder, saveOrderDraft } from './order.drafts';
import { listOrders, orderViewCounts } from './order.queries';

const base = '/smdp-order/order';
const tags = ['order'];

/**
 * The generated calls use the machine without `submit` and `ship` (their own routes take the buyer's
 * payForm and the quantities shipped) and without `complete` (the buyer's receipt confirmation of the shipment completes an order).
 */
const { submit: _submit, ship: _ship, complete: _complete, ...generatedActions } = orderMachine.actions;
// The kernel reads only the actions it is given; the definition stays the order's in every other respect.
const generated = {
  ...orderDocument,
  machine: { ...orderMachine, actions: generatedActions },
} as unknown as typeof orderDocument;

const orderDocumentRoutes = documentRoutes(generated, {
  base,
  tags,
  entity: Order,
  list: {
    summary: 'Orders the caller sees (its purchases, its sales, by data scope), newest first; `view` a saved view',
    querystring: OrderListQuery,
    response: pageOf(OrderSummary),
    handler: (caller, query, request) => listOrders(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One order with lines, payment breakdown, links, timeline and the caller’s actions' },
  remove: { summary: 'Deletes draft orders' },
  timeline: { summary: "An order's history" },
});

/** Orders (pages /sales/order, /sales/order/new, /sales/purchase): document calls, drafts, quote, submit, views. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(orderDocumentRoutes);

  app.post(
    `${base}/save`,
    {
      config: { permission: [orderCodes.save] },
      schema: {
        tags,
        summary: 'Drafts an order (no id) or rewrites a draft (id and version); prices are resolved again',
        body: OrderDraftInput,
        response: { 200: Order },
      },
    },
    async (request) =>
      saveOrderDraft(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );

  app.post(
    `${base}/quote`,
    {
      config: { permission: [orderCodes.view] },
      schema: {
        tags,
        summary:
          'Prices a cart without saving: lines, the recomputed payForm with the default split, fund availability',
        body: OrderQuoteInput,
        response: { 200: OrderQuote },
      },
    },
    async (request) =>
      quoteOrder(db, await documentCallerOf(app, request), request.body, { zone: request.zone, lang: request.lang }),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [orderCodes.submit] },
      schema: {
        tags,
        summary: 'DRAFT -> SUBMITTED (or ON_HOLD when credit is short): re-prices, reserves stock, freezes funds',
        body: OrderSubmitInput,
        response: { 200: Order },
      },
    },
    async (request) =>
      submitOrder(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );

  app.post(
    `${base}/ship`,
    {
      config: { permission: [orderCodes.ship] },
      schema: {
        tags,
        summary: 'APPROVED / PARTIALLY_SHIPPED -> SHIPPED or PARTIALLY_SHIPPED: a sales-out consuming the reservations',
        body: OrderShipInput,
        response: { 200: Order },
      },
    },
    async (request) =>
      shipOrder(db, await documentCallerOf(app, request), request.body, { zone: request.zone, ip: request.ip }),
  );

  app.get(
    `${base}/views`,
    {
      config: { permission: [orderCodes.view] },
      schema: {
        tags,
        summary: 'How many orders each saved view holds for the caller',
        response: { 200: OrderViewCounts },
      },
    },
    async (request) => orderViewCounts(db, await documentCallerOf(app, request)),
  );
};
