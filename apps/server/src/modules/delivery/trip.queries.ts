import type { Page, PageQuery } from '@smdp/contracts';
import type { Trip, TripStop, TripSummary } from '@smdp/contracts/delivery';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyCode, partyName, vehiclePlate } from '../customer';
import { outboundNumbers } from '../stock';
import { userRealName } from '../user';
import { pathKm } from './delivery.rules';

const COLUMNS: ListColumns = {
  tripNo: 't.trip_no',
  state: 't.state',
  vehicleId: 't.vehicle_id',
  tripDate: 't.trip_date',
  createTime: 't.create_time',
};

/** The trips the caller sees: its vehicles' (a customer account: its own customer's), in its data scope. */
async function visibleTrips(db: Kysely<DB>, caller: Caller) {
  return (await scopedRows(db, caller, 'deliveryTrip as t', { owner: 't.ownerPartyId' })).select((eb) => [
    't.id',
    't.tripNo',
    't.state',
    't.ownerPartyId',
    partyName(eb, 't.ownerPartyId').as('ownerName'),
    't.vehicleId',
    eb.fn.coalesce(vehiclePlate(eb, 't.vehicleId'), eb.val('')).as('plate'),
    't.driverUserId',
    userRealName(eb, 't.driverUserId').as('driverName'),
    sql<string>`t.trip_date::text`.as('tripDate'),
    't.departTime',
    't.startLat',
    't.startLng',
    eb
      .selectFrom('deliveryTripStop as sc')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('sc.tripId', '=', 't.id')
      .as('stopCount'),
    eb
      .selectFrom('deliveryTripStop as sv')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('sv.tripId', '=', 't.id')
      .where('sv.visited', '=', true)
      .as('visitedCount'),
    't.remark',
    't.version',
    't.createTime',
    't.updateTime',
  ]);
}

type Row = Omit<TripSummary, 'stopCount' | 'visitedCount'> & {
  stopCount: number | string | null;
  visitedCount: number | string | null;
  startLat: number | null;
  startLng: number | null;
};

const summaryOf = ({ startLat: _lat, startLng: _lng, ...row }: Row): TripSummary => ({
  ...row,
  stopCount: Number(row.stopCount ?? 0),
  visitedCount: Number(row.visitedCount ?? 0),
});

export async function listTrips(
  db: Kysely<DB>,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<TripSummary>> {
  const page = await paginate(applyFilters(await visibleTrips(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 't.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map((row) => summaryOf(row as Row)) };
}

/** One trip with its stops in order; one the caller may not see is not found. */
export async function tripDetail(db: Kysely<DB>, caller: Caller, id: string): Promise<Trip> {
  const row = (await (await visibleTrips(db, caller)).where('t.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  const stops = await tripStops(db, caller.tenantId, id);
  const start = row.startLat === null || row.startLng === null ? null : { lat: row.startLat, lng: row.startLng };
  return {
    ...summaryOf(row),
    startLat: row.startLat,
    startLng: row.startLng,
    totalKm: stops.length === 0 ? null : Math.round(pathKm(start ?? stops[0] ?? null, stops) * 1000) / 1000,
    stops,
  };
}

export async function tripStops(db: Kysely<DB>, tenantId: string, tripId: string): Promise<TripStop[]> {
  const rows = await db
    .selectFrom('deliveryTripStop as s')
    .select((eb) => [
      's.id',
      's.seq',
      's.partyId',
      eb.fn.coalesce(partyCode(eb, 's.partyId'), eb.val('')).as('partyCode'),
      eb.fn.coalesce(partyName(eb, 's.partyId'), eb.val('')).as('partyName'),
      's.address',
      's.lat',
      's.lng',
      's.outboundId',
      's.eta',
      's.legKm',
      's.visited',
      's.visitedAt',
      's.locked',
    ])
    .where('s.tripId', '=', tripId)
    .orderBy('s.seq')
    .execute();
  const numbers = await outboundNumbers(
    db,
    tenantId,
    rows.flatMap((row) => (row.outboundId ? [row.outboundId] : [])),
  );
  return rows.map((row) => ({
    ...row,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    legKm: row.legKm === null ? null : Number(row.legKm),
    outboundNo: row.outboundId ? (numbers.get(String(row.outboundId)) ?? null) : null,
  }));
}
