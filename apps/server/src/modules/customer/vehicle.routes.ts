import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { VEHICLE_TYPES } from './customer.tables';
import {
  createVehicle,
  driverOptions,
  listVehicles,
  removeVehicles,
  updateVehicle,
  vehicleDetail,
  vehicleWarehouseOptions,
} from './vehicle.service';

const VehicleType = z.enum(VEHICLE_TYPES);

const Vehicle = z.object({
  id: Id,
  ownerPartyId: Id.nullable().describe("null: the trading company's own fleet"),
  ownerCode: z.string().nullable(),
  ownerName: z.string().nullable(),
  plate: z.string(),
  vehicleType: VehicleType,
  capacityKg: z.number().nullable(),
  driverUserId: Id.nullable(),
  driverName: z.string().nullable(),
  warehouseId: Id.nullable(),
  warehouseCode: z.string().nullable(),
  warehouseName: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.number().int().describe('1 in service, 0 out of service'),
  version: z.number().int(),
  createTime: DateTime,
});

const VehicleInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  ownerPartyId: IdInput.nullish().describe('staff only, when adding; customer accounts own what they add'),
  plate: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u),
  vehicleType: VehicleType,
  capacityKg: z.coerce.number().min(0).max(1_000_000).nullish(),
  driverUserId: IdInput.nullish(),
  warehouseId: IdInput.nullish().describe('a VEHICLE warehouse of the owner'),
  remark: z.string().trim().max(500).nullish(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});

const OwnerQuery = z.object({ ownerPartyId: IdInput.optional() });

const ListQuery = PageQuery.extend({
  plate_like: z.string().max(20).optional(),
  vehicleType_equal: z.string().max(20).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
  ownerCode_like: z.string().max(32).optional(),
  status_equal: z.string().max(2).optional(),
}).loose();

/** Vehicles of domain.md §9: plate unique per tenant, driver and vehicle warehouse of the owner. */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/vehicle';
  const tags = ['vehicle'];

  app.get(
    `${base}/list`,
    {
      config: { permission: 'vehicle_view' },
      schema: {
        tags,
        summary: 'Vehicles the caller may see, paged',
        querystring: ListQuery,
        response: { 200: pageOf(Vehicle) },
      },
    },
    async (request) => listVehicles(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'vehicle_view' },
      schema: { tags, summary: 'One vehicle', querystring: z.object({ id: IdInput }), response: { 200: Vehicle } },
    },
    async (request) => vehicleDetail(db, sessionOf(request), request.query.id),
  );

  app.get(
    `${base}/driver-options`,
    {
      config: { permission: ['vehicle_add', 'vehicle_edit'] },
      schema: {
        tags,
        summary: "Accounts that may drive the owner's vehicles",
        querystring: OwnerQuery,
        response: { 200: z.array(z.object({ id: Id, account: z.string(), realName: z.string().nullable() })) },
      },
    },
    async (request) => driverOptions(db, sessionOf(request), request.query.ownerPartyId),
  );

  app.get(
    `${base}/warehouse-options`,
    {
      config: { permission: ['vehicle_add', 'vehicle_edit'] },
      schema: {
        tags,
        summary: "The owner's VEHICLE warehouses",
        querystring: OwnerQuery,
        response: { 200: z.array(z.object({ id: Id, code: z.string(), name: z.string() })) },
      },
    },
    async (request) => vehicleWarehouseOptions(db, sessionOf(request), request.query.ownerPartyId),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['vehicle_add', 'vehicle_edit'] },
      schema: {
        tags,
        summary: 'Registers a vehicle (no id, vehicle_add) or changes one (id and version, vehicle_edit)',
        body: VehicleInput,
        response: { 200: Vehicle },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, version, ...input } = request.body;
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(id ? 'vehicle_edit' : 'vehicle_add')) throw forbidden();
      return id
        ? updateVehicle(db, session, { ...input, id, version: version ?? 0 }, request.ip)
        : createVehicle(db, session, input, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'vehicle_delete' },
      schema: {
        tags,
        summary: 'Retires vehicles',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await removeVehicles(db, sessionOf(request), request.query.ids, request.ip);
      return true;
    },
  );
};
