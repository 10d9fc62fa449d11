import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import { warehouseCodes } from '@smdp/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  keeperCandidates,
  listWarehouses,
  removeWarehouses,
  saveWarehouse,
  setWarehouseState,
  warehouseDetail,
  warehouseTree,
} from './warehouse.service';

const WarehouseType = z.enum(['NORMAL', 'VEHICLE', 'TRANSIT', 'DEFECTIVE']);
const WarehouseState = z.enum(['ACTIVE', 'COUNTING', 'DISABLED']);

const Warehouse = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  grade: z.union([z.literal(1), z.literal(2)]),
  parentWarehouseId: Id.nullable(),
  parentName: z.string().nullable(),
  type: WarehouseType,
  state: WarehouseState,
  ownerCustomerId: Id.nullable().describe('null: the company itself'),
  ownerName: z.string().nullable(),
  allowNegative: z.boolean(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  keeperIds: z.array(Id),
  version: z.number().int(),
  createTime: DateTime,
});
type WarehouseNode = z.infer<typeof Warehouse> & { children?: WarehouseNode[] };
/** Recursive, so OpenAPI needs it as a named component (`#/components/schemas/WarehouseNode`). */
const WarehouseNode: z.ZodType<WarehouseNode> = Warehouse.extend({
  children: z.array(z.lazy(() => WarehouseNode)).optional(),
}).meta({ id: 'WarehouseNode' });

const WarehouseInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(100),
  grade: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  parentWarehouseId: IdInput.nullish(),
  type: WarehouseType.default('NORMAL'),
  ownerCustomerId: IdInput.nullish().describe('company staff only; a customer account always owns its own'),
  allowNegative: z.boolean().optional(),
  address: z.string().trim().max(255).nullish(),
  remark: z.string().trim().max(500).nullish(),
  keeperIds: z.array(IdInput).max(50).optional(),
});

const ListQuery = PageQuery.extend({
  code_like: z.string().max(32).optional(),
  name_like: z.string().max(100).optional(),
  grade_equal: z.string().max(1).optional(),
  type_equal: z.string().max(16).optional(),
  state_equal: z.string().max(16).optional(),
  ownerCustomerId_equal: z.string().max(20).optional(),
}).loose();

/** Warehouses of domain.md §6: grade-1 masters and grade-2 subs, their types, keepers and state. */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['warehouse'];
  const base = '/smdp-warehouse/warehouse';

  app.get(
    `${base}/list`,
    {
      config: { permission: warehouseCodes.view },
      schema: {
        tags,
        summary: 'Warehouses the caller may see, paged',
        querystring: ListQuery,
        response: { 200: pageOf(Warehouse) },
      },
    },
    async (request) => listWarehouses(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: warehouseCodes.view },
      schema: { tags, summary: 'Masters with their sub-warehouses', response: { 200: z.array(WarehouseNode) } },
    },
    async (request) => warehouseTree(db, sessionOf(request)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: warehouseCodes.view },
      schema: { tags, summary: 'One warehouse', querystring: z.object({ id: IdInput }), response: { 200: Warehouse } },
    },
    async (request) => warehouseDetail(db, sessionOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['warehouse_add', 'warehouse_edit'] },
      schema: {
        tags,
        summary: 'Creates a warehouse, or with id changes one (a stale version gets 409)',
        body: WarehouseInput,
        response: { 200: Warehouse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const codes = await app.deps.permissions.codesOf(session);
      // One call adds and edits (BladeX submit); each needs its own button.
      if (!codes.has(request.body.id ? 'warehouse_edit' : 'warehouse_add')) throw forbidden();
      return saveWarehouse(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'warehouse_delete' },
      schema: {
        tags,
        summary: 'Removes unused warehouses',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.number().int() },
      },
    },
    async (request) => removeWarehouses(db, sessionOf(request), request.query.ids, request.ip),
  );

  app.post(
    `${base}/state`,
    {
      config: { permission: 'warehouse_edit' },
      schema: {
        tags,
        summary: 'ACTIVE, COUNTING or DISABLED',
        body: z.object({ id: IdInput, version: z.coerce.number().int().min(1), state: WarehouseState }),
        response: { 200: Warehouse },
      },
    },
    async (request) => setWarehouseState(db, sessionOf(request), request.body, request.ip),
  );

  app.get(
    `${base}/keeper-candidates`,
    {
      config: { permission: ['warehouse_add', 'warehouse_edit'] },
      schema: {
        tags,
        summary: "Accounts that may keep a warehouse of this owner (the caller's own customer for customer accounts)",
        querystring: z.object({ ownerCustomerId: IdInput.optional() }),
        response: { 200: z.array(z.object({ id: Id, account: z.string(), realName: z.string().nullable() })) },
      },
    },
    async (request) => keeperCandidates(db, sessionOf(request), request.query.ownerCustomerId ?? null),
  );
};
