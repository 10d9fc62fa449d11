import {
  customerGoodsCodes,
  goodsCodes,
  orderPageCodes,
  PricedLine,
  PriceQuery,
  PricesInput,
  priceListCodes,
  purchasePageCodes,
  ResolvedPrice,
} from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { resolvePrices } from './price.service';
import { todayIn } from './scope';

/** Price resolution of domain.md §3 for the order screens: one line, or every line of an order at once. */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/price';
  const permission = [
    priceListCodes.view,
    goodsCodes.view,
    customerGoodsCodes.view,
    orderPageCodes.view,
    purchasePageCodes.view,
  ];

  app.get(
    `${base}/resolve`,
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Price of goods G for buyer B at quantity Q (in unit U) on date D (default: today); null when unpriced',
        querystring: PriceQuery,
        response: { 200: ResolvedPrice.nullable() },
      },
    },
    async (request) => {
      const { buyerId, date, ...line } = request.query;
      const [priced] = await resolvePrices(db, sessionOf(request), {
        buyerId,
        date: date ?? todayIn(request.zone),
        lines: [line],
      });
      return priced?.price ?? null;
    },
  );

  app.post(
    `${base}/resolve`,
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Prices every line of an order for one buyer on one date (default: today), with base quantity, sale state, assortment and quantity rules',
        body: PricesInput,
        response: { 200: z.array(PricedLine) },
      },
    },
    async (request) =>
      resolvePrices(db, sessionOf(request), {
        buyerId: request.body.buyerId,
        date: request.body.date ?? todayIn(request.zone),
        lines: request.body.lines,
      }),
  );
};
