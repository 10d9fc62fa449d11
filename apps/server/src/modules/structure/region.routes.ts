import { DateTime, Id, IdInput, IdList } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { regionChildren, regionDetail, regionPicker, regionTree, removeRegions, saveRegion } from './region.service';
import { ParentIdInput, PickerNodeSchema } from './tree';

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
type RegionNode = z.infer<typeof RegionFields> & { children?: RegionNode[] };
const Region: z.ZodType<RegionNode> = RegionFields.extend({
  children: z.array(z.lazy(() => Region)).optional(),
}).meta({ id: 'Region' });

const Filter = z.string().trim().max(50).optional();

const RegionInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentIdInput.describe('0 or empty: a country; the level follows from the parent'),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  name: z.string().trim().min(1).max(50),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  remark: z.string().trim().max(255).nullish(),
});

/** Regions of the caller's tenant (/system/region): country → province → city → district. */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/region';
  const tags = ['region'];

  app.get(
    `${base}/list`,
    {
      config: { permission: 'region_view' },
      schema: {
        tags,
        summary: "The tenant's regions as a tree (filters keep the matching regions)",
        querystring: z.object({
          code: Filter,
          code_like: Filter,
          name: Filter,
          name_like: Filter,
          regionLevel_equal: z.coerce.number().int().min(1).max(4).optional(),
        }),
        response: { 200: z.array(Region) },
      },
    },
    async (request) => {
      const { query } = request;
      return regionTree(db, sessionOf(request).tenantId, {
        code: query.code_like ?? query.code,
        name: query.name_like ?? query.name,
        regionLevel: query.regionLevel_equal,
      });
    },
  );

  app.get(
    `${base}/lazy-list`,
    {
      config: { permission: 'region_view' },
      schema: {
        tags,
        summary: 'The regions directly under parentId (0 or none: the countries), with hasChildren',
        querystring: z.object({ parentId: ParentIdInput }),
        response: { 200: z.array(Region) },
      },
    },
    async (request) => regionChildren(db, sessionOf(request).tenantId, request.query.parentId),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: 'region_view' },
      schema: { tags, summary: "The tenant's regions for pickers", response: { 200: z.array(PickerNodeSchema) } },
    },
    async (request) => regionPicker(db, sessionOf(request).tenantId),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'region_view' },
      schema: { tags, summary: 'One region', querystring: z.object({ id: IdInput }), response: { 200: Region } },
    },
    async (request) => regionDetail(db, sessionOf(request).tenantId, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['region_add', 'region_edit'] },
      schema: {
        tags,
        summary: 'Creates a region, or updates one (with id and version); codes are unique per tenant',
        body: RegionInput,
        response: { 200: Region },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'region_edit' : 'region_add'))) throw forbidden();
      return saveRegion(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'region_delete' },
      schema: {
        tags,
        summary: 'Soft-removes regions that have no regions below them',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeRegions(db, sessionOf(request), request.query.ids, request.ip)) > 0,
  );
};
