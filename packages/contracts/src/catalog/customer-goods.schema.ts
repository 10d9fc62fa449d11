import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { SaleState } from './goods.schema';

/** A row of a buyer's assortment (domain.md §3): goods it may order. */
export const CustomerGoods = z.object({
  id: Id,
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  saleState: SaleState,
  createTime: DateTime,
});
export type CustomerGoods = z.output<typeof CustomerGoods>;

export const CUSTOMER_GOODS_LIMITS = { goodsPerCall: 1000 } as const;

export const CustomerGoodsInput = z.object({
  partyId: IdInput,
  goodsIds: z.array(IdInput).min(1).max(CUSTOMER_GOODS_LIMITS.goodsPerCall),
});
export type CustomerGoodsInput = z.output<typeof CustomerGoodsInput>;

export const CustomerGoodsListQuery = PageQuery.extend({
  partyId_equal: z.string().max(20).optional(),
  partyCode_like: z.string().max(64).optional(),
  partyName_like: z.string().max(200).optional(),
  sku_like: z.string().max(40).optional(),
  goodsName_like: z.string().max(200).optional(),
  saleState_equal: z.string().max(16).optional(),
}).loose();
