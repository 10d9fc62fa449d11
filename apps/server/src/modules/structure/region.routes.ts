import {
  LazyTreeNode,
  ParentIdInput,
  PickerNode,
  Region,
  RegionDetail,
  RegionDetailQuery,
  RegionInput,
  RegionLazyTreeQuery,
  RegionListQuery,
  RegionOption,
  RegionRemoveQuery,
  regionCodes,
} from '@smdp/contracts/structure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { callerOf } from '../../platform/scope/caller';
import {
  asBladeRegion,
  regionChildren,
  regionDetail,
  regionIdOfCode,
  regionLazyTree,
  regionOptions,
  regionPicker,
  regionTree,
  removeRegions,
  saveRegion,
} from './region.service';

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
    `${base}/lazy-tree`,
    {
      config: { permission: regionCodes.view },
      schema: {
        tags,
        summary: 'The regions under a region code, keyed by code (BladeX lazy tree)',
        querystring: RegionLazyTreeQuery,
        response: { 200: z.array(LazyTreeNode) },
      },
    },
    async (request) => regionLazyTree(db, callerOf(request), request.query.parentCode),
  );

  app.get(
    `${base}/select`,
    {
      config: { permission: regionCodes.view },
      schema: {
        tags,
        summary: 'The regions under a region code (none: the countries), for cascading selects',
        querystring: z.object({ code: z.string().trim().max(32).optional() }),
        response: { 200: z.array(RegionOption) },
      },
    },
    async (request) => regionOptions(db, callerOf(request), request.query.code),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: regionCodes.view },
      schema: {
        tags,
        summary: 'One region, by id or (BladeX clients) by code',
        querystring: RegionDetailQuery,
        response: { 200: RegionDetail },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, code } = request.query;
      const found = id ?? (code === undefined ? undefined : await regionIdOfCode(db, caller, code));
      if (!found) {
        throw code === undefined
          ? badRequest('invalidParameter', { field: 'id', detail: translate('required', request.lang) })
          : notFound();
      }
      return regionDetail(db, caller, found);
    },
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
      const input = await asBladeRegion(db, caller, request.body);
      if (!(await permissions.has(sessionOf(request), input.id ? regionCodes.edit : regionCodes.add)))
        throw forbidden();
      return saveRegion(db, caller, input, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: regionCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes regions that have no regions below them: ids, or (BladeX clients) the code in id',
        querystring: RegionRemoveQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { ids, id } = request.query;
      if (ids) return (await removeRegions(db, caller, ids, request.ip)) > 0;
      const byCode = id ? await regionIdOfCode(db, caller, id) : undefined;
      if (!byCode) throw notFound();
      return (await removeRegions(db, caller, [byCode], request.ip)) > 0;
    },
  );
};
