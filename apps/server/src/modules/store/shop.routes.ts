import { pageOf } from '@smdp/contracts';
import {
  Shop,
  ShopBindInput,
  ShopBindings,
  ShopBindingsQuery,
  ShopFields,
  ShopIdQuery,
  ShopListQuery,
  ShopStatusInput,
  ShopUpdate,
  storeCodes,
} from '@smdp/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import {
  bindWarehouses,
  createShop,
  listShops,
  setShopStatus,
  shopBindings,
  shopDetail,
  updateShop,
} from './shop.service';

function requireNames<T extends { shopCode: string; shopName: string }>(input: T): T {
  if (!input.shopCode) throw badRequest('tip_input', { field: 'shopCode' });
  if (!input.shopName) throw badRequest('tip_input', { field: 'shopName' });
  return input;
}

/** Stores of spec §7 `customerShop` and their warehouse bindings (`customerShopBind`); myShopList lives with the customer calls. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['customerShop'];

  app.get(
    '/smdp-customer/customerShop/list',
    {
      config: { permission: storeCodes.view },
      schema: {
        tags,
        summary: 'Stores the caller may see, paged',
        querystring: ShopListQuery,
        response: { 200: pageOf(Shop) },
      },
    },
    async (request) => listShops(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    '/smdp-customer/customerShop/detail',
    {
      config: { permission: storeCodes.view },
      schema: { tags, summary: 'One store', querystring: ShopIdQuery, response: { 200: Shop } },
    },
    async (request) => shopDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    '/smdp-customer/customerShop/save',
    {
      config: { permission: storeCodes.add },
      schema: { tags, summary: "Opens a store for the caller's customer", body: ShopFields, response: { 200: Shop } },
    },
    async (request) => createShop(db, callerOf(request), requireNames(request.body), request.ip),
  );

  app.post(
    '/smdp-customer/customerShop/update',
    {
      config: { permission: storeCodes.edit },
      schema: {
        tags,
        summary: 'Changes a store; a stale version gets 409',
        body: ShopUpdate,
        response: { 200: Shop },
      },
    },
    async (request) => updateShop(db, callerOf(request), requireNames(request.body), request.ip),
  );

  app.post(
    '/smdp-customer/customerShop/shopStatusUpdate',
    {
      config: { permission: storeCodes.edit },
      schema: {
        tags,
        summary: 'Opens (1) or closes (0) a store',
        body: ShopStatusInput,
        response: { 200: Shop },
      },
    },
    async (request) => setShopStatus(db, callerOf(request), request.body, request.ip),
  );

  app.get(
    '/smdp-customer/customerShopBind/list',
    {
      config: { permission: storeCodes.view },
      schema: {
        tags: ['customerShopBind'],
        summary: "A store's warehouses",
        querystring: ShopBindingsQuery,
        response: { 200: ShopBindings },
      },
    },
    async (request) => shopBindings(db, callerOf(request), request.query.shopId),
  );

  app.post(
    '/smdp-customer/customerShopBind/save',
    {
      config: { permission: storeCodes.edit },
      schema: {
        tags: ['customerShopBind'],
        summary: "Replaces a store's warehouses; one is the default it ships from",
        body: ShopBindInput,
        response: { 200: ShopBindings },
      },
    },
    async (request) => bindWarehouses(db, callerOf(request), request.body, request.ip),
  );
};
