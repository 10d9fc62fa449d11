import { DateTime, Id, IdInput, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { badRequest } from '../../platform/http/errors';
import {
  bindWarehouses,
  createShop,
  listShops,
  SHOP_ACTIVE,
  SHOP_INACTIVE,
  setShopStatus,
  shopBindings,
  shopDetail,
  updateShop,
} from './shop.service';

const Shop = z.object({
  id: Id,
  customerId: Id,
  customerCode: z.string(),
  customerName: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.number().int().describe('1 open, 0 closed'),
  version: z.number().int(),
  createTime: DateTime,
  bindWarehouseIds: z.array(Id),
  defaultWarehouseId: Id.nullable(),
});

const Binding = z.object({
  warehouseId: Id,
  code: z.string(),
  name: z.string(),
  grade: z.number().int(),
  isDefault: z.boolean(),
});

/** spec §5: shopCode and shopName are required, with tip_input; the check is ours so the message is too. */
const ShopFields = z.object({
  customerId: IdInput.optional().describe('company staff only: the customer the store belongs to'),
  shopCode: z.string().trim().max(32).default(''),
  shopName: z.string().trim().max(100).default(''),
  address: z.string().trim().max(255).nullish(),
  remark: z.string().trim().max(500).nullish(),
});

function requireNames<T extends { shopCode: string; shopName: string }>(input: T): T {
  if (!input.shopCode) throw badRequest('tip_input', { field: 'shopCode' });
  if (!input.shopName) throw badRequest('tip_input', { field: 'shopName' });
  return input;
}

const Version = z.coerce.number().int().min(1);

const ListQuery = PageQuery.extend({
  shopCode_like: z.string().max(32).optional(),
  shopName_like: z.string().max(100).optional(),
  status_equal: z.string().max(2).optional(),
  customerId_equal: z.string().max(20).optional(),
  customerCode_like: z.string().max(32).optional(),
}).loose();

/** Stores of spec §7 `customerShop` and their warehouse bindings (`customerShopBind`); myShopList lives with the customer calls. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['customerShop'];

  app.get(
    '/smdp-customer/customerShop/list',
    {
      config: { permission: 'store_view' },
      schema: {
        tags,
        summary: 'Stores the caller may see, paged',
        querystring: ListQuery,
        response: { 200: pageOf(Shop) },
      },
    },
    async (request) => listShops(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    '/smdp-customer/customerShop/detail',
    {
      config: { permission: 'store_view' },
      schema: { tags, summary: 'One store', querystring: z.object({ id: IdInput }), response: { 200: Shop } },
    },
    async (request) => shopDetail(db, sessionOf(request), request.query.id),
  );

  app.post(
    '/smdp-customer/customerShop/save',
    {
      config: { permission: 'store_add' },
      schema: { tags, summary: "Opens a store for the caller's customer", body: ShopFields, response: { 200: Shop } },
    },
    async (request) => createShop(db, sessionOf(request), requireNames(request.body), request.ip),
  );

  app.post(
    '/smdp-customer/customerShop/update',
    {
      config: { permission: 'store_edit' },
      schema: {
        tags,
        summary: 'Changes a store; a stale version gets 409',
        body: ShopFields.extend({ id: IdInput, version: Version }),
        response: { 200: Shop },
      },
    },
    async (request) => updateShop(db, sessionOf(request), requireNames(request.body), request.ip),
  );

  app.post(
    '/smdp-customer/customerShop/shopStatusUpdate',
    {
      config: { permission: 'store_edit' },
      schema: {
        tags,
        summary: 'Opens (1) or closes (0) a store',
        body: z.object({
          id: IdInput,
          version: Version,
          status: z.coerce.number().pipe(z.union([z.literal(SHOP_ACTIVE), z.literal(SHOP_INACTIVE)])),
        }),
        response: { 200: Shop },
      },
    },
    async (request) => setShopStatus(db, sessionOf(request), request.body, request.ip),
  );

  app.get(
    '/smdp-customer/customerShopBind/list',
    {
      config: { permission: 'store_view' },
      schema: {
        tags: ['customerShopBind'],
        summary: "A store's warehouses",
        querystring: z.object({ shopId: IdInput }),
        response: { 200: z.array(Binding) },
      },
    },
    async (request) => shopBindings(db, sessionOf(request), request.query.shopId),
  );

  app.post(
    '/smdp-customer/customerShopBind/save',
    {
      config: { permission: 'store_edit' },
      schema: {
        tags: ['customerShopBind'],
        summary: "Replaces a store's warehouses; one is the default it ships from",
        body: z.object({
          shopId: IdInput,
          warehouseIds: z.array(IdInput).max(50),
          defaultWarehouseId: IdInput.optional(),
        }),
        response: { 200: z.array(Binding) },
      },
    },
    async (request) => bindWarehouses(db, sessionOf(request), request.body, request.ip),
  );
};
