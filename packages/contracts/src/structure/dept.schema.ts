import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { ParentIdInput } from './tree.schema';

const DeptFields = z.object({
  id: Id,
  parentId: Id,
  parentName: z.string().nullable(),
  ancestors: z.string().describe('ids from the root down to the parent, comma-separated, starting with 0'),
  tenantId: z.string(),
  deptCategory: z.number().int().describe('1 company, 2 department, 3 group'),
  deptCategoryName: z.string().describe('its name in the org_category dictionary, in the Lang-Type language'),
  deptName: z.string(),
  fullName: z.string().nullable(),
  currency: z.string().nullable().describe('ISO 4217; null: as the department above'),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  hasChildren: z.boolean(),
});
export type Dept = z.output<typeof DeptFields> & { children?: Dept[] };
export const Dept: z.ZodType<Dept> = DeptFields.extend({ children: z.array(z.lazy(() => Dept)).optional() }).meta({
  id: 'Dept',
});

/** 1 company, 2 department, 3 group. */
export const DEPT_CATEGORIES = [1, 2, 3] as const;
/** The dictionary that names them (BladeX clients' department form reads it). */
export const DEPT_CATEGORY_DICTIONARY = 'org_category';

export const DEPT_LIMITS = { deptName: 50, fullName: 100, remark: 255, sort: 99_999, filter: 50 } as const;

const Filter = z.string().trim().max(DEPT_LIMITS.filter).optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const DeptListQuery = z.object({
  deptName: Filter,
  deptName_like: Filter,
  fullName: Filter,
  fullName_like: Filter,
});

const Currency = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{3}$/)),
  ])
  .nullish()
  .transform((value) => value || null)
  .describe('ISO 4217 code, e.g. CNY; empty: as the department above');

export const DeptInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentIdInput,
  deptName: z.string().trim().min(1).max(DEPT_LIMITS.deptName),
  fullName: optionalText(DEPT_LIMITS.fullName),
  deptCategory: z.coerce.number().pipe(z.literal(DEPT_CATEGORIES)).default(2),
  currency: Currency,
  sort: z.coerce.number().int().min(0).max(DEPT_LIMITS.sort).default(0),
  remark: optionalText(DEPT_LIMITS.remark),
});
export type DeptInput = z.output<typeof DeptInput>;

export const ProductLineGrant = z.object({
  roleId: IdInput,
  productLines: z.array(z.string().trim().min(1).max(64)).max(200),
});
export type ProductLineGrant = z.output<typeof ProductLineGrant>;
