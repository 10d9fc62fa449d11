import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';

export const POST_LIMITS = { postName: 50, remark: 255, sort: 99_999, filter: 50 } as const;

export const Post = z.object({
  id: Id,
  tenantId: z.string(),
  category: z.number().int().describe('a key of the post_category dictionary'),
  categoryName: z.string().describe('its name in the post_category dictionary, in the Lang-Type language'),
  postCode: z.string(),
  postName: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Post = z.output<typeof Post>;

const Filter = z.string().trim().max(POST_LIMITS.filter).optional();

export const PostListQuery = PageQuery.extend({
  postCode: Filter,
  postCode_like: Filter,
  postName: Filter,
  postName_like: Filter,
  category_equal: z.string().trim().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

export const PostInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  category: z.coerce.number().int().min(1).max(99).default(1),
  postCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,20}$/),
  postName: z.string().trim().min(1).max(POST_LIMITS.postName),
  sort: z.coerce.number().int().min(0).max(POST_LIMITS.sort).default(0),
  remark: z.string().trim().max(POST_LIMITS.remark).nullish(),
});
export type PostInput = z.output<typeof PostInput>;
