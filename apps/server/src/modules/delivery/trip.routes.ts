import { IdInput, pageOf } from '@smdp/contracts';
import {
  DeliveryParty,
  DeliveryVehicle,
  Trip,
  TripInput,
  TripListQuery,
  TripOutboundOption,
  TripStopsInput,
  TripStopVisitInput,
  TripSummary,
  TripVersionInput,
} from '@smdp/contracts/delivery';
import { deliveryTripCodes, vanSalesCodes } from '@smdp/contracts/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { buyersOf, deliveryVehicleOf, deliveryVehicles, partyPlaces } from '../customer';
import { openSalesOutsOf } from '../stock';
import { tripDocument } from './trip.document';
import { createTrip, optimiseTrip, saveStops, visitStop } from './trip.drafts';
import { listTrips } from './trip.queries';

const base = '/smdp-delivery/trip';
const tags = ['delivery-trip'];

const tripDocumentRoutes = documentRoutes(tripDocument, {
  base,
  tags,
  entity: Trip,
  list: {
    summary: "Delivery trips of the caller's vehicles, newest first",
    querystring: TripListQuery,
    response: pageOf(TripSummary),
    handler: (caller, query, request) => listTrips(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One delivery trip with its stops in order' },
  remove: { summary: 'Deletes draft or cancelled trips' },
  timeline: { summary: "A delivery trip's history" },
});

/** Delivery trips (`/smdp-delivery/trip/*`, page /field/delivery-trip) and the pickers both delivery pages share. */
export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(tripDocumentRoutes);
  const context = (request: { zone: string; ip: string }) => ({ zone: request.zone, ip: request.ip });

  app.post(
    `${base}/create`,
    {
      config: { permission: deliveryTripCodes.add },
      schema: {
        tags,
        summary: 'Drafts a trip of a vehicle (DRAFT), with stops if given',
        body: TripInput,
        response: { 200: Trip },
      },
    },
    async (request) => createTrip(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.post(
    `${base}/stops`,
    {
      config: { permission: deliveryTripCodes.edit },
      schema: {
        tags,
        summary: "Replaces a draft or scheduled trip's stops by those given, in order (id and version)",
        body: TripStopsInput,
        response: { 200: Trip },
      },
    },
    async (request) => saveStops(db, await documentCallerOf(app, request), request.body, request.ip),
  );

  app.post(
    `${base}/optimise`,
    {
      config: { permission: deliveryTripCodes.edit },
      schema: {
        tags,
        summary: 'Re-orders the stops by straight-line distance from the start; locked stops keep their positions',
        body: TripVersionInput,
        response: { 200: Trip },
      },
    },
    async (request) => optimiseTrip(db, await documentCallerOf(app, request), request.body),
  );

  app.post(
    `${base}/visit-stop`,
    {
      config: { permission: deliveryTripCodes.edit },
      schema: {
        tags,
        summary: 'Marks a stop visited: the trip goes IN_TRANSIT, or COMPLETED with its last stop',
        body: TripStopVisitInput,
        response: { 200: Trip },
      },
    },
    async (request) => visitStop(db, await documentCallerOf(app, request), request.body, context(request)),
  );

  app.get(
    `${base}/outbounds`,
    {
      config: { permission: deliveryTripCodes.edit },
      schema: {
        tags,
        summary: "Open sales-outs of the vehicle owner's warehouses, to add as stops",
        querystring: z.object({ vehicleId: IdInput }),
        response: { 200: z.array(TripOutboundOption) },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const vehicle = await deliveryVehicleOf(db, caller, request.query.vehicleId);
      const outbounds = await openSalesOutsOf(db, caller, vehicle.ownerPartyId);
      const places = await partyPlaces(
        db,
        caller.tenantId,
        outbounds.map((o) => o.consigneePartyId),
      );
      return outbounds.map((o) => ({
        id: o.id,
        voucherNo: o.voucherNo,
        partyId: o.consigneePartyId,
        partyName: places.get(o.consigneePartyId)?.name ?? '',
        address: places.get(o.consigneePartyId)?.address ?? null,
      }));
    },
  );

  const pickers = [deliveryTripCodes.view, vanSalesCodes.view];

  app.get(
    '/smdp-delivery/vehicles',
    {
      config: { permission: pickers },
      schema: {
        tags,
        summary: "The enabled vehicles in the caller's scope",
        response: { 200: z.array(DeliveryVehicle) },
      },
    },
    async (request) =>
      (await deliveryVehicles(db, await documentCallerOf(app, request))).map(
        ({ ownerLat: _lat, ownerLng: _lng, ...vehicle }) => vehicle,
      ),
  );

  app.get(
    '/smdp-delivery/parties',
    {
      config: { permission: pickers },
      schema: {
        tags,
        summary: "The buyers of a vehicle's owner (stops of a trip, buyers of a van sale)",
        querystring: z.object({ vehicleId: IdInput }),
        response: { 200: z.array(DeliveryParty) },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const vehicle = await deliveryVehicleOf(db, caller, request.query.vehicleId);
      return (await buyersOf(db, caller.tenantId, vehicle.ownerPartyId)).map(({ id, code, name, address }) => ({
        id,
        code,
        name,
        address,
      }));
    },
  );
};
