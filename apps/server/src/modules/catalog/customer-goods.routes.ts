import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import { customerGoodsCodes } from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { SALE_STATES } from './catalog.tables';
import { addCustomerGoods, listCustomerGoods, removeCustomerGoods } from './customer-goods.service';

const CustomerGoods = z.object({
  id: Id,
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  saleState: z.enum(SALE_STATES),
  createTime: DateTime,
});

const ListQuery = PageQuery.extend({
  partyId_equal: z.string().max(20).optional(),
  partyCode_like: z.string().max(64).optional(),
  partyName_like: z.string().max(200).optional(),
  sku_like: z.string().max(40).optional(),
  goodsName_like: z.string().max(200).optional(),
  saleState_equal: z.string().max(16).optional(),
}).loose();

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
        querystring: ListQuery,
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
        body: z.object({ partyId: IdInput, goodsIds: z.array(IdInput).min(1).max(1000) }),
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
