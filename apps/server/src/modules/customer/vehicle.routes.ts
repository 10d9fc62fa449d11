import { pageOf } from '@smdp/contracts';
import {
  vehicleCodes as codes,
  DriverOptions,
  Vehicle,
  VehicleIdQuery,
  VehicleIdsQuery,
  VehicleInput,
  VehicleListQuery,
  VehicleOwnerQuery,
  VehiclesRetired,
  VehicleWarehouseOptions,
} from '@smdp/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import {
  createVehicle,
  driverOptions,
  listVehicles,
  removeVehicles,
  updateVehicle,
  vehicleDetail,
  vehicleWarehouseOptions,
} from './vehicle.service';

/** Vehicles of domain.md §9: plate unique per tenant, driver and vehicle warehouse of the owner. */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/vehicle';
  const tags = ['vehicle'];

  app.get(
    `${base}/list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'Vehicles the caller may see, paged',
        querystring: VehicleListQuery,
        response: { 200: pageOf(Vehicle) },
      },
    },
    async (request) => listVehicles(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: codes.view },
      schema: { tags, summary: 'One vehicle', querystring: VehicleIdQuery, response: { 200: Vehicle } },
    },
    async (request) => vehicleDetail(db, callerOf(request), request.query.id),
  );

  app.get(
    `${base}/driver-options`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: "Accounts that may drive the owner's vehicles",
        querystring: VehicleOwnerQuery,
        response: { 200: DriverOptions },
      },
    },
    async (request) => driverOptions(db, callerOf(request), request.query.ownerPartyId),
  );

  app.get(
    `${base}/warehouse-options`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: "The owner's VEHICLE warehouses",
        querystring: VehicleOwnerQuery,
        response: { 200: VehicleWarehouseOptions },
      },
    },
    async (request) => vehicleWarehouseOptions(db, callerOf(request), request.query.ownerPartyId),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: 'Registers a vehicle (no id, vehicle_add) or changes one (id and version, vehicle_edit)',
        body: VehicleInput,
        response: { 200: Vehicle },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, version, ...input } = request.body;
      const held = await app.deps.permissions.codesOf(caller);
      if (!held.has(id ? codes.edit : codes.add)) throw forbidden();
      return id
        ? updateVehicle(db, caller, { ...input, id, version: version ?? 0 }, request.ip)
        : createVehicle(db, caller, input, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: codes.delete },
      schema: {
        tags,
        summary: 'Retires vehicles',
        querystring: VehicleIdsQuery,
        response: { 200: VehiclesRetired },
      },
    },
    async (request) => {
      await removeVehicles(db, callerOf(request), request.query.ids, request.ip);
      return true;
    },
  );
};
