import {
  TRIP_SPEED_DEFAULT,
  TRIP_SPEED_PARAM,
  TRIP_STOP_MINUTES_DEFAULT,
  TRIP_STOP_MINUTES_PARAM,
  type TripStopInput,
} from '@smdp/contracts/delivery';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { partyPlaces } from '../customer';
import { openSalesOutsOf } from '../stock';
import { paramValueOf } from '../system';
import { etasOf, legsKm, type Place } from './delivery.rules';

type TripRow = { id: string; tenantId: string; ownerPartyId: string | null; departTime: string } & {
  startLat: number | null;
  startLng: number | null;
};

/** A stop as it is written: where, what it delivers, whether it keeps its place, and whether it was visited. */
export type StopValues = {
  partyId: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  outboundId: string | null;
  locked: boolean;
  visited: boolean;
  visitedAt: Date | null;
};

async function numberParam(trx: Transaction<DB>, tenantId: string, key: string, fallback: number) {
  const value = Number(await paramValueOf(trx, tenantId, key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const startOf = (trip: TripRow): Place | null =>
  trip.startLat === null || trip.startLng === null ? null : { lat: trip.startLat, lng: trip.startLng };

/** Rewrites a trip's stops in the order given (seq 1..n), with each leg and ETA recomputed. */
export async function writeStops(trx: Transaction<DB>, trip: TripRow, stops: readonly StopValues[]) {
  const speed = await numberParam(trx, trip.tenantId, TRIP_SPEED_PARAM, TRIP_SPEED_DEFAULT);
  const stopMinutes = await numberParam(trx, trip.tenantId, TRIP_STOP_MINUTES_PARAM, TRIP_STOP_MINUTES_DEFAULT);
  const start = startOf(trip);
  const legs = legsKm(start, stops);
  const etas = etasOf(trip.departTime, legs, speed, stopMinutes);
  await trx.deleteFrom('deliveryTripStop').where('tripId', '=', trip.id).execute();
  if (stops.length === 0) return;
  await trx
    .insertInto('deliveryTripStop')
    .values(
      stops.map((stop, index) => ({
        ...stop,
        tenantId: trip.tenantId,
        tripId: trip.id,
        seq: index + 1,
        eta: etas[index] ?? null,
        legKm: (legs[index] ?? 0).toFixed(3),
      })),
    )
    .execute();
}

/**
 * The stops asked for, checked: each party a buyer of the vehicle's owner, each outbound an open
 * sales-out of the owner to that party and on no other live trip. Address and location default to
 * the party's delivery address.
 */
export async function resolveStops(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  trip: Pick<TripRow, 'id' | 'ownerPartyId'>,
  input: readonly TripStopInput[],
): Promise<StopValues[]> {
  const places = await partyPlaces(
    trx,
    caller.tenantId,
    input.map((stop) => stop.partyId),
    trip.ownerPartyId,
  );
  const wanted = input.flatMap((stop) => (stop.outboundId ? [stop.outboundId] : []));
  const open = wanted.length > 0 ? await openSalesOutsOf(trx, caller, trip.ownerPartyId) : [];
  const taken = await outboundsOnOtherTrips(trx, caller.tenantId, trip.id, wanted);
  return input.map((stop) => {
    const place = places.get(stop.partyId);
    if (!place) throw badRequest('deliveryPartyUnknown');
    if (stop.outboundId) {
      const outbound = open.find((o) => o.id === stop.outboundId);
      if (!outbound || outbound.consigneePartyId !== stop.partyId || taken.has(stop.outboundId)) {
        throw badRequest('deliveryOutboundTaken', { outbound: outbound?.voucherNo ?? stop.outboundId });
      }
    }
    return {
      partyId: stop.partyId,
      address: stop.address?.trim() || place.address,
      lat: place.lat === null ? null : Number(place.lat),
      lng: place.lng === null ? null : Number(place.lng),
      outboundId: stop.outboundId ?? null,
      locked: stop.locked ?? false,
      visited: false,
      visitedAt: null,
    };
  });
}

async function outboundsOnOtherTrips(trx: Transaction<DB>, tenantId: string, tripId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('deliveryTripStop as s')
    .innerJoin('deliveryTrip as t', 't.id', 's.tripId')
    .select('s.outboundId')
    .where('s.tenantId', '=', tenantId)
    .where('s.outboundId', 'in', [...ids])
    .where('t.id', '<>', tripId)
    .where('t.isDeleted', '=', 0)
    .where('t.state', '<>', 'CANCELLED')
    .execute();
  return new Set(rows.map((row) => String(row.outboundId)));
}
