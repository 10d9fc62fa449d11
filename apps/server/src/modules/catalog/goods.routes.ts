import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
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
import { forbidden } from '../../platform/http/errors';
import { SALE_STATES } from './catalog.tables';
import { decimalInput } from './decimal-input';
import { goodsDetail, goodsUnits, listGoods, removeGoods, saveGoods, setSaleState } from './goods.service';

const SaleState = z.enum(SALE_STATES);
const Unit = z.object({ unit: z.string(), factor: z.string().describe('how many base units one of this unit holds') });

const Goods = z.object({
  id: Id,
  sku: z.string(),
  name: z.string(),
  categoryId: Id,
  categoryName: z.string(),
  categoryPath: z.string(),
  brand: z.string().nullable(),
  spec: z.string().nullable(),
  baseUnit: z.string(),
  barcode: z.string().nullable(),
  taxRate: z.string().describe('a decimal fraction: 0.13 is 13 %'),
  minOrderQty: z.string(),
  orderMultiple: z.string(),
  saleState: SaleState,
  images: z.array(Id).describe('attachment ids (png, jpeg, jpg, bmp) of /blade-resource/attach/upload'),
  units: z.array(Unit),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
});

const UnitCode = z.string().trim().min(1).max(16);

const GoodsInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  sku: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(200),
  categoryId: IdInput,
  brand: z.string().trim().max(100).nullish(),
  spec: z.string().trim().max(100).nullish(),
  baseUnit: UnitCode,
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{0,32}$/)
    .nullish()
    .transform((value) => value || null),
  taxRate: decimalInput(6)
    .refine((value) => Number(value) < 1, 'below 1')
    .optional(),
  minOrderQty: decimalInput(3)
    .refine((value) => Number(value) > 0, 'above 0')
    .optional(),
  orderMultiple: decimalInput(3)
    .refine((value) => Number(value) > 0, 'above 0')
    .optional(),
  saleState: SaleState.optional(),
  images: z.array(IdInput).max(10).optional(),
  units: z
    .array(z.object({ unit: UnitCode, factor: decimalInput(6).refine((value) => Number(value) > 0, 'above 0') }))
    .max(10)
    .optional(),
  remark: z.string().trim().max(500).nullish(),
});

const ListQuery = PageQuery.extend({
  sku_like: z.string().max(40).optional(),
  name_like: z.string().max(200).optional(),
  brand_like: z.string().max(100).optional(),
  barcode_like: z.string().max(32).optional(),
  barcode_equal: z.string().max(32).optional(),
  saleState_equal: z.string().max(16).optional(),
  categoryId: z.string().max(20).optional().describe('a product level and every level below it'),
}).loose();

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
      schema: { tags, summary: 'Goods of the tenant, paged', querystring: ListQuery, response: { 200: pageOf(Goods) } },
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
        response: { 200: z.array(Unit.extend({ isBase: z.boolean() })) },
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
        body: z.object({ id: IdInput, version: z.coerce.number().int().min(1), saleState: SaleState }),
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
