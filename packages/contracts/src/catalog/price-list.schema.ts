import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { CalendarDate, decimalInput } from './decimal.schema';

export const PRICE_LIST_STATES = ['ACTIVE', 'INACTIVE'] as const;
export const PriceListState = z.enum(PRICE_LIST_STATES);
export type PriceListState = z.output<typeof PriceListState>;

export const PRICE_LIST_LIMITS = { code: 32, name: 100, unit: 16, remark: 500, items: 5000 } as const;
/** An ISO 4217 code: `CNY`, `USD`. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export const PriceList = z.object({
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
  state: PriceListState,
  remark: z.string().nullable(),
  itemCount: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type PriceList = z.output<typeof PriceList>;

/** A row of a price list: one goods, or every goods of a product level, in one unit. */
export const PriceListItem = z.object({
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
export type PriceListItem = z.output<typeof PriceListItem>;

export const PriceListDetail = PriceList.extend({ items: z.array(PriceListItem) });
export type PriceListDetail = z.output<typeof PriceListDetail>;

export const PriceListItemInput = z
  .object({
    goodsId: IdInput.nullish(),
    categoryId: IdInput.nullish(),
    unit: z.string().trim().min(1).max(PRICE_LIST_LIMITS.unit),
    price: decimalInput(2),
    minQty: decimalInput(3).optional(),
    validFrom: CalendarDate.nullish(),
    validTo: CalendarDate.nullish(),
  })
  .refine((item) => Boolean(item.goodsId) !== Boolean(item.categoryId), {
    message: 'exactly one of goodsId and categoryId',
    path: ['goodsId'],
  });
export type PriceListItemInput = z.output<typeof PriceListItemInput>;

export const PriceListInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  ownerPartyId: IdInput.nullish().describe(
    'company staff only (default: the company); a customer account always owns its own',
  ),
  code: z.string().trim().min(1).max(PRICE_LIST_LIMITS.code),
  name: z.string().trim().min(1).max(PRICE_LIST_LIMITS.name),
  currency: z.string().trim().regex(CURRENCY_PATTERN).optional(),
  validFrom: CalendarDate.nullish(),
  validTo: CalendarDate.nullish(),
  isDefault: z.boolean().optional(),
  state: PriceListState.optional(),
  remark: z.string().trim().max(PRICE_LIST_LIMITS.remark).nullish(),
  items: z.array(PriceListItemInput).max(PRICE_LIST_LIMITS.items).default([]),
});
export type PriceListInput = z.output<typeof PriceListInput>;

export const PriceListListQuery = PageQuery.extend({
  code_like: z.string().max(32).optional(),
  name_like: z.string().max(100).optional(),
  state_equal: z.string().max(16).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
  ownerName_like: z.string().max(200).optional(),
}).loose();
