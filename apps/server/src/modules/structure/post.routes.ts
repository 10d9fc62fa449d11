import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { listPosts, postDetail, removePosts, savePost, selectPosts } from './post.service';

const Post = z.object({
  id: Id,
  category: z.number().int().describe('a key of the post_category dictionary'),
  postCode: z.string(),
  postName: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});

const Filter = z.string().trim().max(50).optional();

const PostInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  category: z.coerce.number().int().min(1).max(99).default(1),
  postCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,20}$/),
  postName: z.string().trim().min(1).max(50),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  remark: z.string().trim().max(255).nullish(),
});

/** Posts (job positions) of the caller's tenant (/system/post). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/post';
  const tags = ['post'];

  app.get(
    `${base}/list`,
    {
      config: { permission: 'post_view' },
      schema: {
        tags,
        summary: "The tenant's posts, a page",
        querystring: PageQuery.extend({
          postCode: Filter,
          postCode_like: Filter,
          postName: Filter,
          postName_like: Filter,
          category_equal: z.string().trim().max(2).optional(),
          createTime_datege: FilterDate,
          createTime_datelt: FilterDate,
        }),
        response: { 200: pageOf(Post) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listPosts(db, sessionOf(request).tenantId, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/select`,
    {
      config: { permission: ['post_view', 'user_view'] },
      schema: { tags, summary: 'Every post of the tenant, for pickers', response: { 200: z.array(Post) } },
    },
    async (request) => selectPosts(db, sessionOf(request).tenantId),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'post_view' },
      schema: { tags, summary: 'One post', querystring: z.object({ id: IdInput }), response: { 200: Post } },
    },
    async (request) => postDetail(db, sessionOf(request).tenantId, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['post_add', 'post_edit'] },
      schema: {
        tags,
        summary: 'Creates a post, or updates one (with id and version); codes are unique per tenant',
        body: PostInput,
        response: { 200: Post },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'post_edit' : 'post_add'))) throw forbidden();
      return savePost(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'post_delete' },
      schema: {
        tags,
        summary: 'Soft-removes posts no live user holds',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removePosts(db, sessionOf(request), request.query.ids, request.ip)) > 0,
  );
};
