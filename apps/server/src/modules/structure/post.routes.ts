import { IdInput, IdList, pageOf } from '@smdp/contracts';
import { Post, PostInput, PostListQuery, postCodes, userPageCodes } from '@smdp/contracts/structure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { listPosts, postDetail, removePosts, savePost, selectPosts } from './post.service';

/** Posts (job positions) of the caller's tenant (/system/post). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/post';
  const tags = ['post'];

  app.get(
    `${base}/list`,
    {
      config: { permission: postCodes.view },
      schema: {
        tags,
        summary: "The tenant's posts, a page",
        querystring: PostListQuery,
        response: { 200: pageOf(Post) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listPosts(db, callerOf(request), { current, size, ascs, descs }, filters, {
        zone: request.zone,
        lang: request.lang,
      });
    },
  );

  app.get(
    `${base}/select`,
    {
      config: { permission: [postCodes.view, userPageCodes.view] },
      schema: { tags, summary: 'Every post of the tenant, for pickers', response: { 200: z.array(Post) } },
    },
    async (request) => selectPosts(db, callerOf(request), request.lang),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: postCodes.view },
      schema: { tags, summary: 'One post', querystring: z.object({ id: IdInput }), response: { 200: Post } },
    },
    async (request) => postDetail(db, callerOf(request), request.query.id, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [postCodes.add, postCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a post, or updates one (with id and version); codes are unique per tenant',
        body: PostInput,
        response: { 200: Post },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await permissions.has(sessionOf(request), request.body.id ? postCodes.edit : postCodes.add)))
        throw forbidden();
      return savePost(db, caller, request.body, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: postCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes posts no live user holds',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removePosts(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
