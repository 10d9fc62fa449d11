import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import { customerLevelCodes, priceListCodes } from '@smdp/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  customerLevelDetail,
  listCustomerLevels,
  removeCustomerLevels,
  saveCustomerLevel,
} from './customer-level.service';

const CustomerLevel = z.object({
  id: Id,
  ownerPartyId: Id,
  ownerName: z.string(),
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
  defaultPriceListId: Id.nullable(),
  defaultPriceListName: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
});

const CustomerLevelInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  ownerPartyId: IdInput.nullish().describe(
    'company staff only (default: the company); a customer account always owns its own',
  ),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(100),
  rank: z.coerce.number().int().min(0).max(1000).optional(),
  defaultPriceListId: IdInput.nullish(),
  remark: z.string().trim().max(500).nullish(),
});

const ListQuery = PageQuery.extend({
  code_like: z.string().max(32).optional(),
  name_like: z.string().max(100).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
}).loose();

/** Customer levels (domain.md §3): a seller's grades of its buyers, each with a default price list. */
export const customerLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/customer-level';

  app.get(
    `${base}/list`,
    {
      config: { permission: [customerLevelCodes.view, priceListCodes.view] },
      schema: {
        tags,
        summary: "Customer levels the caller may see (a customer account: its own customer's), paged",
        querystring: ListQuery,
        response: { 200: pageOf(CustomerLevel) },
      },
    },
    async (request) =>
      listCustomerLevels(db, sessionOf(request), request.query, { zone: request.zone, lang: request.lang }),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: [customerLevelCodes.view, priceListCodes.view] },
      schema: {
        tags,
        summary: 'One customer level',
        querystring: z.object({ id: IdInput }),
        response: { 200: CustomerLevel },
      },
    },
    async (request) => customerLevelDetail(db, sessionOf(request), request.query.id, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [customerLevelCodes.add, customerLevelCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a customer level, or with id changes it (a stale version gets 409)',
        body: CustomerLevelInput,
        response: { 200: CustomerLevel },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(request.body.id ? customerLevelCodes.edit : customerLevelCodes.add)) throw forbidden();
      return saveCustomerLevel(db, session, request.body, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: customerLevelCodes.delete },
      schema: {
        tags,
        summary: 'Removes customer levels no customer holds',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removeCustomerLevels(db, sessionOf(request), request.query.ids, request.ip),
  );
};
