import { z } from 'zod';
import { Id, IdInput } from '../common';
import { PageQuery } from '../paging';

/**
 * How stock treats a goods (issue 12): batch tracking, the shelf life that dates a new batch's expiry, and
 * the reorder level the projected stock report compares each warehouse's projected stock with. One row
 * per goods, not per warehouse: the report reads the goods' level for every warehouse.
 */
export const GOODS_SETTING_API = '/smdp-stock/goods-setting';
export const GOODS_SETTING_LIMITS = { shelfLifeDays: 36_500 } as const;

/**
 * Rules whose message is a server message key (translated by the envelope), so a person who typed a bad
 * value reads why in their language.
 */
export const ShelfLifeDays = z
  .number({ error: 'stockShelfLifeInvalid' })
  .int({ error: 'stockShelfLifeInvalid' })
  .min(1, { error: 'stockShelfLifeInvalid' })
  .max(GOODS_SETTING_LIMITS.shelfLifeDays, { error: 'stockShelfLifeInvalid' });

export const ReorderLevel = z
  .string({ error: 'stockReorderLevelInvalid' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,3})?$/, { error: 'stockReorderLevelInvalid' })
  .describe('a decimal >= 0 with up to 3 places');

export const GoodsSetting = z.object({
  id: Id.describe("the goods' id"),
  sku: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  batchTracked: z.boolean(),
  shelfLifeDays: z.number().int().nullable(),
  reorderLevel: z.string().nullable(),
  moved: z.boolean().describe('the goods has stock moves: its batch tracking can no longer change'),
  version: z.number().int().describe('0: never set'),
});
export type GoodsSetting = z.output<typeof GoodsSetting>;

const Text = (max: number) => z.string().trim().max(max).optional();

export const GoodsSettingListQuery = PageQuery.extend({
  goods_like: Text(100).describe('part of the SKU or the name'),
  categoryId_equal: Text(20).describe('a category and every category under it'),
  batchTracked_equal: z.enum(['0', '1', '']).optional().describe('1: batch-tracked goods only'),
}).loose();
export type GoodsSettingListQuery = z.output<typeof GoodsSettingListQuery>;

export const GoodsSettingInput = z.object({
  goodsId: IdInput,
  batchTracked: z.boolean(),
  shelfLifeDays: ShelfLifeDays.nullable(),
  reorderLevel: ReorderLevel.nullable().describe('null: no reorder level'),
  version: z.number().int().min(0).describe('the version read (0: the goods was never set)'),
});
export type GoodsSettingInput = z.output<typeof GoodsSettingInput>;
