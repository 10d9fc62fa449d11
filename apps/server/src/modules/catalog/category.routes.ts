import { IdInput, IdList } from '@smdp/contracts';
import {
  Category,
  CategoryInput,
  CategoryNode,
  goodsCodes,
  priceListCodes,
  productLevelCodes,
} from '@smdp/contracts/catalog';
import { stockSettingCodes } from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { categoryDetail, categoryTree, removeCategories, saveCategory } from './category.service';

/** Product levels (domain.md §3): the three-level category tree of goods. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  const base = '/smdp-goods/category';
  // The stock settings page filters goods by category too.
  const readers = [productLevelCodes.view, goodsCodes.view, priceListCodes.view, stockSettingCodes.view];

  for (const path of ['tree', 'list']) {
    app.get(
      `${base}/${path}`,
      {
        config: { permission: readers },
        schema: { tags, summary: 'Every product level as a tree', response: { 200: z.array(CategoryNode) } },
      },
      async (request) => categoryTree(db, sessionOf(request)),
    );
  }

  app.get(
    `${base}/detail`,
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'One product level',
        querystring: z.object({ id: IdInput }),
        response: { 200: Category },
      },
    },
    async (request) => categoryDetail(db, sessionOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [productLevelCodes.add, productLevelCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a product level, or with id renames one (company staff; a stale version gets 409)',
        body: CategoryInput,
        response: { 200: Category },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(request.body.id ? productLevelCodes.edit : productLevelCodes.add)) throw forbidden();
      return saveCategory(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: productLevelCodes.delete },
      schema: {
        tags,
        summary: 'Removes product levels without sub-levels or goods',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removeCategories(db, sessionOf(request), request.query.ids, request.ip),
  );
};
