import { z } from 'zod';
import { DateTime, Id, IdInput, IdList } from '../common';
import { ParentIdInput } from './tree.schema';

/** 1 country, 2 province, 3 city, 4 district. */
export const REGION_LEVELS = [1, 2, 3, 4] as const;

export const REGION_LIMITS = { name: 50, remark: 255, sort: 99_999, filter: 50 } as const;

const RegionFields = z.object({
  id: Id,
  parentId: Id,
  parentName: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  regionLevel: z.number().int().describe('1 country, 2 province, 3 city, 4 district'),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  hasChildren: z.boolean(),
});
export type Region = z.output<typeof RegionFields> & { children?: Region[] };
export const Region: z.ZodType<Region> = RegionFields.extend({
  children: z.array(z.lazy(() => Region)).optional(),
}).meta({ id: 'Region' });

const Filter = z.string().trim().max(REGION_LIMITS.filter).optional();

export const RegionListQuery = z.object({
  code: Filter,
  code_like: Filter,
  name: Filter,
  name_like: Filter,
  regionLevel_equal: z.coerce.number().int().min(1).max(4).optional(),
});

export const RegionInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentIdInput.describe('0 or empty: a country; the level follows from the parent'),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  name: z.string().trim().min(1).max(REGION_LIMITS.name),
  sort: z.coerce.number().int().min(0).max(REGION_LIMITS.sort).default(0),
  remark: z.string().trim().max(REGION_LIMITS.remark).nullish(),
  parentCode: z
    .string()
    .trim()
    .max(32)
    .optional()
    .describe('BladeX clients: the parent by code (00: none); the code then names the region, as in BladeX'),
});
export type RegionInput = z.output<typeof RegionInput>;

/** BladeX's top of the region tree (Saber's region page asks for the children of `00`). */
export const TOP_REGION_CODE = '00';

export const RegionLazyTreeQuery = z.object({
  parentCode: z.string().trim().max(32).optional().describe("the parent region's code; 00 or none: the countries"),
});

/** One region with its parent's code (BladeX clients build a region's code from it); 00 for a country. */
export const RegionDetail = RegionFields.extend({ parentCode: z.string() });
export type RegionDetail = z.output<typeof RegionDetail>;

/** `detail` by `id`, or (BladeX clients) by `code`. */
export const RegionDetailQuery = z.object({
  id: IdInput.optional(),
  code: z.string().trim().min(1).max(32).optional(),
});

/** `remove` of `ids`, or (BladeX clients) of the one region whose code is `id`. */
export const RegionRemoveQuery = z
  .object({
    ids: IdList.optional(),
    // BladeX clients: the clicked node's code
    id: z.string().trim().max(32).optional(),
  })
  .refine((query) => query.ids !== undefined || Boolean(query.id), {
    path: ['ids'],
    message: 'ids or id is required',
  });

/** A choice of BladeX clients' cascading region selects (`region/select?code=`): label `name`, value `code`. */
export const RegionOption = z.object({ code: z.string(), name: z.string(), hasChildren: z.boolean() });
export type RegionOption = z.output<typeof RegionOption>;
