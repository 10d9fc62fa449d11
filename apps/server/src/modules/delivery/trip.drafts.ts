import type { Trip, TripInput, TripStopsInput, TripStopVisitInput, TripVersionInput } from '@smdp/contracts/delivery';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated, transitionIn } from '../../platform/document/lifecycle';
import { badRequest, notFound, staleVersion } from '../../platform/http/errors';
import { deliveryVehicleOf } from '../customer';
import { isAccountOf } from '../user';
import { optimiseOrder } from './delivery.rules';
import { nextDeliveryNo } from './delivery-numbers';
import { tripDocument } from './trip.document';
import { tripDetail } from './trip.queries';
import { resolveStops, type StopValues, startOf, writeStops } from './trip.stops';

const EDITABLE = ['DRAFT', 'SCHEDULED'];

/** Drafts a trip of a vehicle the caller sees; the driver defaults to the vehicle's, the start to its owner's location. */
export async function createTrip(
  db: Database,
  caller: DocumentCaller,
  input: TripInput,
  context: CallContext,
): Promise<Trip> {
  return db.transaction().execute((trx) => createTripIn(trx, caller, input, context));
}

/** `createTrip` inside a transaction the caller already holds (the demo seed). */
export async function createTripIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: TripInput,
  context: CallContext,
): Promise<Trip> {
  const vehicle = await deliveryVehicleOf(trx, caller, input.vehicleId);
  const driver = input.driverUserId ?? vehicle.driverUserId;
  if (input.driverUserId && !(await isAccountOf(trx, caller.tenantId, vehicle.ownerPartyId, input.driverUserId))) {
    throw notFound();
  }
  const created = await trx
    .insertInto('deliveryTrip')
    .values({
      tenantId: caller.tenantId,
      tripNo: await nextDeliveryNo(trx, caller.tenantId, 'delivery_trip', input.tripDate),
      ownerPartyId: vehicle.ownerPartyId,
      vehicleId: vehicle.id,
      driverUserId: driver,
      tripDate: input.tripDate,
      ...(input.departTime ? { departTime: input.departTime } : {}),
      startLat: vehicle.ownerLat === null ? null : Number(vehicle.ownerLat),
      startLng: vehicle.ownerLng === null ? null : Number(vehicle.ownerLng),
      remark: input.remark?.trim() || null,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCreated(trx, tripDocument, caller, created, context.ip);
  if (input.stops?.length) await writeStops(trx, created, await resolveStops(trx, caller, created, input.stops));
  return tripDetail(trx, caller, created.id);
}

/** The trip locked for a change of its stops: in the caller's scope, still editable, at the version read. */
async function lockForStops(trx: Transaction<DB>, caller: DocumentCaller, id: string, version: number) {
  const row = await lockDocument(trx, tripDocument, caller, id);
  if (!EDITABLE.includes(row.state)) throw badRequest('deliveryTripStateInvalid');
  if (row.version !== version) throw staleVersion();
  return row;
}

async function bump(trx: Transaction<DB>, caller: DocumentCaller, id: string) {
  await trx
    .updateTable('deliveryTrip')
    .set((eb) => ({ version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
    .where('id', '=', id)
    .execute();
}

/** Replaces a draft or scheduled trip's stops by the ones given, in that order (reorder, lock, add, remove). */
export async function saveStops(
  db: Database,
  caller: DocumentCaller,
  input: TripStopsInput,
  ip?: string,
): Promise<Trip> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForStops(trx, caller, input.id, input.version);
    const before = await trx
      .selectFrom('deliveryTripStop')
      .selectAll()
      .where('tripId', '=', row.id)
      .orderBy('seq')
      .execute();
    const stops = await resolveStops(trx, caller, row, input.stops);
    await writeStops(trx, row, stops);
    await bump(trx, caller, row.id);
    await recordAudit(
      trx,
      caller,
      { action: 'stops', entity: tripDocument.type, entityId: row.id, before: { stops: before }, after: { stops } },
      ip,
    );
    return tripDetail(trx, caller, row.id);
  });
}

/** Re-orders the stops by distance from the start (locked stops keep their positions). */
export async function optimiseTrip(db: Database, caller: DocumentCaller, input: TripVersionInput): Promise<Trip> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForStops(trx, caller, input.id, input.version);
    const current = await trx
      .selectFrom('deliveryTripStop')
      .selectAll()
      .where('tripId', '=', row.id)
      .orderBy('seq')
      .execute();
    const stops: StopValues[] = current.map((stop) => ({
      partyId: stop.partyId,
      address: stop.address,
      lat: stop.lat === null ? null : Number(stop.lat),
      lng: stop.lng === null ? null : Number(stop.lng),
      outboundId: stop.outboundId,
      locked: stop.locked,
      visited: stop.visited,
      visitedAt: stop.visitedAt,
    }));
    const order = optimiseOrder(startOf(row), stops);
    await writeStops(
      trx,
      row,
      order.map((index) => stops[index] as StopValues),
    );
    await bump(trx, caller, row.id);
    return tripDetail(trx, caller, row.id);
  });
}

/** Marks a stop visited; the trip follows (IN_TRANSIT, or COMPLETED when it was the last). */
export async function visitStop(
  db: Database,
  caller: DocumentCaller,
  input: TripStopVisitInput,
  context: CallContext,
): Promise<Trip> {
  return db.transaction().execute(async (trx) => {
    const row = await lockDocument(trx, tripDocument, caller, input.id);
    if (row.state !== 'SCHEDULED' && row.state !== 'IN_TRANSIT') throw badRequest('deliveryTripStateInvalid');
    if (row.version !== input.version) throw staleVersion();
    const stop = await trx
      .selectFrom('deliveryTripStop')
      .select(['id', 'visited'])
      .where('id', '=', input.stopId)
      .where('tripId', '=', row.id)
      .executeTakeFirst();
    if (!stop) throw notFound();
    if (stop.visited) throw badRequest('deliveryStopVisited');
    await trx
      .updateTable('deliveryTripStop')
      .set({ visited: true, visitedAt: context.now ?? new Date() })
      .where('id', '=', stop.id)
      .execute();
    await transitionIn(trx, tripDocument, caller, 'progress', { id: row.id, version: row.version }, context);
    return tripDetail(trx, caller, row.id);
  });
}
