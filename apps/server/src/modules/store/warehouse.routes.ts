import { pageOf } from '@smdp/contracts';
import {
  KeeperCandidates,
  KeeperCandidatesQuery,
  Warehouse,
  WarehouseIdQuery,
  WarehouseIdsQuery,
  WarehouseInput,
  WarehouseListQuery,
  WarehouseNodes,
  WarehouseStateInput,
  WarehousesRemoved,
  warehouseCodes,
} from '@smdp/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import {
  keeperCandidates,
  listWarehouses,
  removeWarehouses,
  saveWarehouse,
  setWarehouseState,
  warehouseDetail,
  warehouseTree,
} from './warehouse.service';

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
        querystring: WarehouseListQuery,
        response: { 200: pageOf(Warehouse) },
      },
    },
    async (request) => listWarehouses(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: warehouseCodes.view },
      schema: { tags, summary: 'Masters with their sub-warehouses', response: { 200: WarehouseNodes } },
    },
    async (request) => warehouseTree(db, callerOf(request)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: warehouseCodes.view },
      schema: { tags, summary: 'One warehouse', querystring: WarehouseIdQuery, response: { 200: Warehouse } },
    },
    async (request) => warehouseDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [warehouseCodes.add, warehouseCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a warehouse, or with id changes one (a stale version gets 409)',
        body: WarehouseInput,
        response: { 200: Warehouse },
      },
    },
    async (request) => {
      const codes = await app.deps.permissions.codesOf(sessionOf(request));
      // One call adds and edits (BladeX submit); each needs its own button.
      if (!codes.has(request.body.id ? warehouseCodes.edit : warehouseCodes.add)) throw forbidden();
      return saveWarehouse(db, callerOf(request), request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: warehouseCodes.delete },
      schema: {
        tags,
        summary: 'Removes unused warehouses',
        querystring: WarehouseIdsQuery,
        response: { 200: WarehousesRemoved },
      },
    },
    async (request) => removeWarehouses(db, callerOf(request), request.query.ids, request.ip),
  );

  app.post(
    `${base}/state`,
    {
      config: { permission: warehouseCodes.edit },
      schema: {
        tags,
        summary: 'ACTIVE, COUNTING or DISABLED',
        body: WarehouseStateInput,
        response: { 200: Warehouse },
      },
    },
    async (request) => setWarehouseState(db, callerOf(request), request.body, request.ip),
  );

  app.get(
    `${base}/keeper-candidates`,
    {
      config: { permission: [warehouseCodes.add, warehouseCodes.edit] },
      schema: {
        tags,
        summary: "Accounts that may keep a warehouse of this owner (the caller's own customer for customer accounts)",
        querystring: KeeperCandidatesQuery,
        response: { 200: KeeperCandidates },
      },
    },
    async (request) => keeperCandidates(db, callerOf(request), request.query.ownerCustomerId ?? null),
  );
};
