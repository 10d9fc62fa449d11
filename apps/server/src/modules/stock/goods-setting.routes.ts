import { IdInput, pageOf } from '@smdp/contracts';
import {
  GOODS_SETTING_API,
  GoodsSetting,
  GoodsSettingInput,
  GoodsSettingListQuery,
  stockSettingCodes,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { goodsSettingDetail, listGoodsSettings } from './goods-setting.queries';
import { saveGoodsSetting } from './goods-setting.save';

const base = GOODS_SETTING_API;
const tags = ['stock-setting'];

/** `/smdp-stock/goods-setting/*`: how stock treats each goods (batches, shelf life, reorder level). */
export const goodsSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/list`,
    {
      config: { permission: stockSettingCodes.view },
      schema: {
        tags,
        summary: "The tenant's goods with their stock settings, by SKU",
        querystring: GoodsSettingListQuery,
        response: { 200: pageOf(GoodsSetting) },
      },
    },
    async (request) => listGoodsSettings(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: stockSettingCodes.view },
      schema: {
        tags,
        summary: "One goods' stock settings (id: the goods' id)",
        querystring: z.object({ id: IdInput }),
        response: { 200: GoodsSetting },
      },
    },
    async (request) => goodsSettingDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: stockSettingCodes.edit },
      schema: {
        tags,
        summary: "Sets a goods' batch tracking, shelf life and reorder level (company staff; stale version: 409)",
        body: GoodsSettingInput,
        response: { 200: GoodsSetting },
      },
    },
    async (request) => saveGoodsSetting(db, callerOf(request), request.body),
  );
};
