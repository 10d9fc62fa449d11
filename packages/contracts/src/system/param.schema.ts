import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, PageQuery } from '..';

export const PARAM_LIMITS = { paramName: 100, paramKey: 100, paramValue: 2000, remark: 255, filter: 100 } as const;

/** A parameter of the tenant (BladeX `blade-system/param`): a named key with a text value. */
export const Param = z.object({
  id: Id,
  tenantId: z.string(),
  paramName: z.string(),
  paramKey: z.string(),
  paramValue: z.string(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  updateTime: DateTime,
});
export type Param = z.output<typeof Param>;

export const ParamInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  paramName: z.string().trim().min(1).max(PARAM_LIMITS.paramName),
  paramKey: z
    .string()
    .trim()
    .min(1)
    .max(PARAM_LIMITS.paramKey)
    .regex(/^[A-Za-z0-9_.-]+$/)
    .describe('letters, digits and . _ -; unique in the tenant'),
  paramValue: z.string().max(PARAM_LIMITS.paramValue),
  remark: z.string().trim().max(PARAM_LIMITS.remark).nullish(),
});
export type ParamInput = z.output<typeof ParamInput>;

const Filter = z.string().trim().max(PARAM_LIMITS.filter).optional();

export const ParamListQuery = PageQuery.extend({
  paramName: Filter,
  paramName_like: Filter,
  paramKey: Filter,
  paramKey_like: Filter,
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});
