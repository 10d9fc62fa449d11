import { IdInput, IdList } from '@smdp/contracts';
import {
  ParentIdInput,
  PickerNode,
  Region,
  RegionInput,
  RegionListQuery,
  regionCodes,
} from '@smdp/contracts/structure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { regionChildren, regionDetail, regionPicker, regionTree, removeRegions, saveRegion } from './region.service';

/** Regions of the caller's tenant (/system/region): country → province → city → district. */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/region';
  const tags = ['region'];

  app.get(
    `${base}/list`,
    {
      config: { permission: regionCodes.view },
      schema: {
        tags,
        summary: "The tenant's regions as a tree (filters keep the matching regions)",
        querystring: RegionListQuery,
        response: { 200: z.array(Region) },
      },
    },
    async (request) => {
      const { query } = request;
      return regionTree(db, callerOf(request), {
        code: query.code_like ?? query.code,
        name: query.name_like ?? query.name,
        regionLevel: query.regionLevel_equal,
      });
    },
  );

  app.get(
    `${base}/lazy-list`,
    {
      config: { permission: regionCodes.view },
      schema: {
        tags,
        summary: 'The regions directly under parentId (0 or none: the countries), with hasChildren',
        querystring: z.object({ parentId: ParentIdInput }),
        response: { 200: z.array(Region) },
      },
    },
    async (request) => regionChildren(db, callerOf(request), request.query.parentId),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: regionCodes.view },
      schema: { tags, summary: "The tenant's regions for pickers", response: { 200: z.array(PickerNode) } },
    },
    async (request) => regionPicker(db, callerOf(request)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: regionCodes.view },
      schema: { tags, summary: 'One region', querystring: z.object({ id: IdInput }), response: { 200: Region } },
    },
    async (request) => regionDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [regionCodes.add, regionCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a region, or updates one (with id and version); codes are unique per tenant',
        body: RegionInput,
        response: { 200: Region },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await permissions.has(sessionOf(request), request.body.id ? regionCodes.edit : regionCodes.add)))
        throw forbidden();
      return saveRegion(db, caller, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: regionCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes regions that have no regions below them',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeRegions(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
