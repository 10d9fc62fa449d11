import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  CustomerLevel,
  CustomerLevelInput,
  CustomerLevelListQuery,
  customerLevelCodes,
  priceListCodes,
} from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  customerLevelDetail,
  listCustomerLevels,
  removeCustomerLevels,
  saveCustomerLevel,
} from './customer-level.service';

/** Customer levels (domain.md §3): a seller's grades of its buyers, each with a default price list. */
export const customerLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/customer-level';

  app.get(
    `${base}/list`,
    {
      config: { permission: [customerLevelCodes.view, priceListCodes.view] },
      schema: {
        tags,
        summary: "Customer levels the caller may see (a customer account: its own customer's), paged",
        querystring: CustomerLevelListQuery,
        response: { 200: pageOf(CustomerLevel) },
      },
    },
    async (request) =>
      listCustomerLevels(db, sessionOf(request), request.query, { zone: request.zone, lang: request.lang }),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: [customerLevelCodes.view, priceListCodes.view] },
      schema: {
        tags,
        summary: 'One customer level',
        querystring: z.object({ id: IdInput }),
        response: { 200: CustomerLevel },
      },
    },
    async (request) => customerLevelDetail(db, sessionOf(request), request.query.id, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [customerLevelCodes.add, customerLevelCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a customer level, or with id changes it (a stale version gets 409)',
        body: CustomerLevelInput,
        response: { 200: CustomerLevel },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(request.body.id ? customerLevelCodes.edit : customerLevelCodes.add)) throw forbidden();
      return saveCustomerLevel(db, session, request.body, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: customerLevelCodes.delete },
      schema: {
        tags,
        summary: 'Removes customer levels no customer holds',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removeCustomerLevels(db, sessionOf(request), request.query.ids, request.ip),
  );
};
