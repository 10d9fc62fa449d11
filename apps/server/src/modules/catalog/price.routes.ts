import { Id, IdInput } from '@smdp/contracts';
import {
  customerGoodsCodes,
  goodsCodes,
  orderPageCodes,
  priceListCodes,
  purchasePageCodes,
} from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { CalendarDate, decimalInput } from './decimal-input';
import { resolvePrices } from './price.service';
import { PRICE_SOURCES } from './price-resolution';
import { todayIn } from './scope';

const ResolvedPrice = z.object({
  source: z
    .enum(PRICE_SOURCES)
    .describe("BUYER: the buyer's own list; LEVEL: its level's default; SELLER: the seller's default"),
  priceListId: Id,
  priceListItemId: Id,
  unitPrice: z.string().describe('money, 2 decimals'),
  amount: z.string().describe('unitPrice × quantity, rounded half up to 2 decimals'),
});

const Quantity = decimalInput(3).refine((value) => Number(value) > 0, 'above 0');
const Line = z.object({ goodsId: IdInput, unit: z.string().trim().min(1).max(16), quantity: Quantity });

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
        querystring: Line.extend({ buyerId: IdInput, date: CalendarDate.optional() }),
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
        body: z.object({ buyerId: IdInput, date: CalendarDate.optional(), lines: z.array(Line).min(1).max(500) }),
        response: {
          200: z.array(
            z.object({
              goodsId: Id,
              unit: z.string(),
              quantity: z.string(),
              price: ResolvedPrice.nullable(),
              factor: z.string().nullable().describe('base units in one of this unit; null: not a unit of the goods'),
              baseQty: z.string().nullable().describe('quantity × factor, in the base unit'),
              onSale: z.boolean(),
              inAssortment: z.boolean().describe("the goods is in the buyer's customer goods"),
              quantityAllowed: z
                .boolean()
                .describe('baseQty is at least the minimum order quantity and a multiple of the order multiple'),
            }),
          ),
        },
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
