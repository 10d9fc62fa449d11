import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';

export const CUSTOMER_LEVEL_LIMITS = { code: 32, name: 100, rank: 1000, remark: 500 } as const;

/** A seller's grade of its buyers (domain.md §3), with the price list its buyers get by default. */
export const CustomerLevel = z.object({
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
export type CustomerLevel = z.output<typeof CustomerLevel>;

export const CustomerLevelInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  ownerPartyId: IdInput.nullish().describe(
    'company staff only (default: the company); a customer account always owns its own',
  ),
  code: z.string().trim().min(1).max(CUSTOMER_LEVEL_LIMITS.code),
  name: z.string().trim().min(1).max(CUSTOMER_LEVEL_LIMITS.name),
  rank: z.coerce.number().int().min(0).max(CUSTOMER_LEVEL_LIMITS.rank).optional(),
  defaultPriceListId: IdInput.nullish(),
  remark: z.string().trim().max(CUSTOMER_LEVEL_LIMITS.remark).nullish(),
});
export type CustomerLevelInput = z.output<typeof CustomerLevelInput>;

export const CustomerLevelListQuery = PageQuery.extend({
  code_like: z.string().max(32).optional(),
  name_like: z.string().max(100).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
}).loose();
