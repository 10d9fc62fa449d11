import { IdList, pageOf } from '@smdp/contracts';
import { CustomerGoods, CustomerGoodsInput, CustomerGoodsListQuery, customerGoodsCodes } from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { addCustomerGoods, listCustomerGoods, removeCustomerGoods } from './customer-goods.service';

/** Customer goods (domain.md §3 Assortment): the goods a buyer may order. */
export const customerGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/customer-goods';

  app.get(
    `${base}/list`,
    {
      config: { permission: customerGoodsCodes.view },
      schema: {
        tags,
        summary: "Assortments the caller may see: its own customer's and its buyers' (staff: all), paged",
        querystring: CustomerGoodsListQuery,
        response: { 200: pageOf(CustomerGoods) },
      },
    },
    async (request) => listCustomerGoods(db, sessionOf(request), request.query, request.zone),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: customerGoodsCodes.add },
      schema: {
        tags,
        summary: "Adds goods to a buyer's assortment; returns how many were new",
        body: CustomerGoodsInput,
        response: { 200: z.number().int() },
      },
    },
    async (request) => addCustomerGoods(db, sessionOf(request), request.body, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: customerGoodsCodes.delete },
      schema: {
        tags,
        summary: 'Takes goods out of assortments the caller keeps',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removeCustomerGoods(db, sessionOf(request), request.query.ids, request.ip),
  );
};
