import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { decimalInput } from './decimal.schema';

export const SALE_STATES = ['ON_SALE', 'OFF_SALE'] as const;
export const SaleState = z.enum(SALE_STATES);
export type SaleState = z.output<typeof SaleState>;

export const GOODS_LIMITS = {
  sku: 40,
  name: 200,
  brand: 100,
  spec: 100,
  unit: 16,
  barcode: 32,
  remark: 500,
  images: 10,
  units: 10,
} as const;

export const GoodsUnit = z.object({
  unit: z.string(),
  factor: z.string().describe('how many base units one of this unit holds'),
});
export type GoodsUnit = z.output<typeof GoodsUnit>;

/** A unit an order line may use: the base unit (factor 1) or an extra one. */
export const OrderUnit = GoodsUnit.extend({ isBase: z.boolean() });
export type OrderUnit = z.output<typeof OrderUnit>;

export const Goods = z.object({
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
  units: z.array(GoodsUnit),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Goods = z.output<typeof Goods>;

const UnitCode = z.string().trim().min(1).max(GOODS_LIMITS.unit);

export const GoodsInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  sku: z.string().trim().min(1).max(GOODS_LIMITS.sku),
  name: z.string().trim().min(1).max(GOODS_LIMITS.name),
  categoryId: IdInput,
  brand: z.string().trim().max(GOODS_LIMITS.brand).nullish(),
  spec: z.string().trim().max(GOODS_LIMITS.spec).nullish(),
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
  images: z.array(IdInput).max(GOODS_LIMITS.images).optional(),
  units: z
    .array(z.object({ unit: UnitCode, factor: decimalInput(6).refine((value) => Number(value) > 0, 'above 0') }))
    .max(GOODS_LIMITS.units)
    .optional(),
  remark: z.string().trim().max(GOODS_LIMITS.remark).nullish(),
});
export type GoodsInput = z.output<typeof GoodsInput>;

export const GoodsSaleStateInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  saleState: SaleState,
});
export type GoodsSaleStateInput = z.output<typeof GoodsSaleStateInput>;

export const GoodsListQuery = PageQuery.extend({
  sku_like: z.string().max(40).optional(),
  name_like: z.string().max(200).optional(),
  brand_like: z.string().max(100).optional(),
  barcode_like: z.string().max(32).optional(),
  barcode_equal: z.string().max(32).optional(),
  saleState_equal: z.string().max(16).optional(),
  categoryId: z.string().max(20).optional().describe('a product level and every level below it'),
}).loose();
