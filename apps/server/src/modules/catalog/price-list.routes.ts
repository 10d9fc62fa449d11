import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import { priceListCodes } from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { PRICE_LIST_STATES } from './catalog.tables';
import { CalendarDate, decimalInput } from './decimal-input';
import { listPriceLists, priceListDetail, removePriceLists, savePriceList } from './price-list.service';

const PriceList = z.object({
  id: Id,
  ownerPartyId: Id,
  ownerCode: z.string(),
  ownerName: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  validFrom: z.string().nullable().describe('yyyy-MM-dd, inclusive; null: open'),
  validTo: z.string().nullable(),
  isDefault: z.boolean().describe("the owner's default list: the last step of price resolution"),
  state: z.enum(PRICE_LIST_STATES),
  remark: z.string().nullable(),
  itemCount: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});

const PriceListItem = z.object({
  id: Id,
  goodsId: Id.nullable(),
  sku: z.string().nullable(),
  goodsName: z.string().nullable(),
  categoryId: Id.nullable(),
  categoryName: z.string().nullable(),
  unit: z.string(),
  price: z.string(),
  minQty: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});

const ItemInput = z
  .object({
    goodsId: IdInput.nullish(),
    categoryId: IdInput.nullish(),
    unit: z.string().trim().min(1).max(16),
    price: decimalInput(2),
    minQty: decimalInput(3).optional(),
    validFrom: CalendarDate.nullish(),
    validTo: CalendarDate.nullish(),
  })
  .refine((item) => Boolean(item.goodsId) !== Boolean(item.categoryId), {
    message: 'exactly one of goodsId and categoryId',
    path: ['goodsId'],
  });

const PriceListInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  ownerPartyId: IdInput.nullish().describe(
    'company staff only (default: the company); a customer account always owns its own',
  ),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(100),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  validFrom: CalendarDate.nullish(),
  validTo: CalendarDate.nullish(),
  isDefault: z.boolean().optional(),
  state: z.enum(PRICE_LIST_STATES).optional(),
  remark: z.string().trim().max(500).nullish(),
  items: z.array(ItemInput).max(5000).default([]),
});

const ListQuery = PageQuery.extend({
  code_like: z.string().max(32).optional(),
  name_like: z.string().max(100).optional(),
  state_equal: z.string().max(16).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
  ownerName_like: z.string().max(200).optional(),
}).loose();

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
        querystring: ListQuery,
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
        response: { 200: PriceList.extend({ items: z.array(PriceListItem) }) },
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
        response: { 200: PriceList.extend({ items: z.array(PriceListItem) }) },
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
