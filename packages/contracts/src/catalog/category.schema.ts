import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';

/** Product levels go three deep (domain.md §3): a level-3 category has no children. */
export const MAX_CATEGORY_LEVEL = 3;
export const CATEGORY_LIMITS = { code: 32, name: 100, sort: 1_000_000 } as const;

export const Category = z.object({
  id: Id,
  parentId: Id.nullable(),
  level: z.number().int().describe('1..3: the product level'),
  path: z.string().describe('ids from level 1 down, /12/34/'),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Category = z.output<typeof Category>;

export type CategoryNode = Category & { children?: CategoryNode[] };
/** Recursive, so OpenAPI needs it as a named component (`#/components/schemas/CategoryNode`). */
export const CategoryNode: z.ZodType<CategoryNode> = Category.extend({
  children: z.array(z.lazy(() => CategoryNode)).optional(),
}).meta({ id: 'CategoryNode' });

export const CategoryInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  parentId: IdInput.nullish().describe('only when creating; a level-3 category has no children'),
  code: z.string().trim().min(1).max(CATEGORY_LIMITS.code),
  name: z.string().trim().min(1).max(CATEGORY_LIMITS.name),
  sort: z.coerce.number().int().min(0).max(CATEGORY_LIMITS.sort).optional(),
});
export type CategoryInput = z.output<typeof CategoryInput>;
