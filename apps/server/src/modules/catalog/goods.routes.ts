import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  customerGoodsCodes,
  Goods,
  GoodsInput,
  GoodsListQuery,
  GoodsSaleStateInput,
  goodsCodes,
  OrderUnit,
  orderPageCodes,
  priceListCodes,
  purchasePageCodes,
} from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { goodsDetail, goodsUnits, listGoods, removeGoods, saveGoods, setSaleState } from './goods.service';

/** Goods of domain.md §3: SKU, barcode, product level, units, tax, order quantities, sale state, images. */
export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/goods';
  const readers = [
    goodsCodes.view,
    customerGoodsCodes.view,
    priceListCodes.view,
    orderPageCodes.view,
    purchasePageCodes.view,
  ];

  app.get(
    `${base}/list`,
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'Goods of the tenant, paged',
        querystring: GoodsListQuery,
        response: { 200: pageOf(Goods) },
      },
    },
    async (request) => listGoods(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: readers },
      schema: { tags, summary: 'One goods', querystring: z.object({ id: IdInput }), response: { 200: Goods } },
    },
    async (request) => goodsDetail(db, sessionOf(request), request.query.id),
  );

  app.get(
    `${base}/units`,
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'The units an order line may use: the base unit (factor 1) and the extra ones',
        querystring: z.object({ goodsId: IdInput }),
        response: { 200: z.array(OrderUnit) },
      },
    },
    async (request) => goodsUnits(db, sessionOf(request), request.query.goodsId),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [goodsCodes.add, goodsCodes.edit] },
      schema: {
        tags,
        summary: 'Creates goods, or with id changes them (company staff; a stale version gets 409)',
        body: GoodsInput,
        response: { 200: Goods },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(request.body.id ? goodsCodes.edit : goodsCodes.add)) throw forbidden();
      return saveGoods(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/on-off-sale`,
    {
      config: { permission: goodsCodes.edit },
      schema: {
        tags,
        summary: 'Puts goods on or off sale (a stale version gets 409)',
        body: GoodsSaleStateInput,
        response: { 200: Goods },
      },
    },
    async (request) => setSaleState(db, sessionOf(request), request.body, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: goodsCodes.delete },
      schema: {
        tags,
        summary: 'Removes goods that no price list names, with their assortment rows',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removeGoods(db, sessionOf(request), request.query.ids, request.ip),
  );
};
