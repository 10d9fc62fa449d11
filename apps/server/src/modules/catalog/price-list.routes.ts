import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  PriceList,
  PriceListDetail,
  PriceListInput,
  PriceListListQuery,
  priceListCodes,
} from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { listPriceLists, priceListDetail, removePriceLists, savePriceList } from './price-list.service';

/** Price lists of domain.md §3, per owner party, with validity dates and rows by goods or product level. */
export const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/price-list';

  app.get(
    `${base}/list`,
    {
      config: { permission: priceListCodes.view },
      schema: {
        tags,
        summary: "Price lists the caller may see (a customer account: its own customer's), paged",
        querystring: PriceListListQuery,
        response: { 200: pageOf(PriceList) },
      },
    },
    async (request) => listPriceLists(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: priceListCodes.view },
      schema: {
        tags,
        summary: 'One price list with its rows',
        querystring: z.object({ id: IdInput }),
        response: { 200: PriceListDetail },
      },
    },
    async (request) => priceListDetail(db, sessionOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [priceListCodes.add, priceListCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a price list, or with id changes it; rows are replaced as a whole (a stale version gets 409)',
        body: PriceListInput,
        response: { 200: PriceListDetail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(request.body.id ? priceListCodes.edit : priceListCodes.add)) throw forbidden();
      return savePriceList(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: priceListCodes.delete },
      schema: {
        tags,
        summary: 'Removes price lists no customer or customer level uses',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removePriceLists(db, sessionOf(request), request.query.ids, request.ip),
  );
};
