import type { ExpressionBuilder, Kysely, StringReference, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { companyPartyOf } from './customer.api';

type Db = Kysely<DB> | Transaction<DB>;

/** A vehicle as delivery trips and van days read it: whose, which driver, which warehouse. */
export type DeliveryVehicleRef = {
  id: string;
  plate: string;
  ownerPartyId: string | null;
  ownerName: string | null;
  driverUserId: string | null;
  warehouseId: string | null;
  ownerLat: number | null;
  ownerLng: number | null;
};

async function visibleVehicles(db: Db, caller: Caller) {
  return (await scopedRows(db, caller, 'vehicle as v', { owner: 'v.ownerPartyId' }))
    .leftJoin('baseCustomer as o', 'o.id', 'v.ownerPartyId')
    .select([
      'v.id',
      'v.plate',
      'v.ownerPartyId',
      'o.customerName as ownerName',
      'v.driverUserId',
      'v.warehouseId',
      'o.lat as ownerLat',
      'o.lng as ownerLng',
    ])
    .where('v.status', '=', 1);
}

/** The enabled vehicles the caller's scope reaches (its own customer's, for a customer account). */
export async function deliveryVehicles(db: Db, caller: Caller): Promise<DeliveryVehicleRef[]> {
  return (await visibleVehicles(db, caller)).orderBy('v.plate').limit(500).execute();
}

/** One vehicle in the caller's scope; 404 otherwise. */
export async function deliveryVehicleOf(db: Db, caller: Caller, id: string): Promise<DeliveryVehicleRef> {
  const row = await (await visibleVehicles(db, caller)).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A party where goods are delivered: its name, default delivery address and location. */
export type PartyPlace = {
  id: string;
  code: string;
  name: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
};

/** The buyers of an owner (parties it sells to, not closed); `null`: the company's. */
export async function buyersOf(db: Db, tenantId: string, ownerPartyId: string | null): Promise<PartyPlace[]> {
  let query = placesQuery(db, tenantId).where('c.state', '<>', 'CLOSED');
  query =
    ownerPartyId === null
      ? query.where('c.sellerPartyId', 'is', null)
      : query.where('c.sellerPartyId', '=', ownerPartyId);
  return query.orderBy('c.customerCode').limit(500).execute();
}

/** The places of parties by id, the tenant's only; with `soldBy` only that owner's buyers. */
export async function partyPlaces(
  db: Db,
  tenantId: string,
  ids: readonly string[],
  soldBy?: string | null,
): Promise<Map<string, PartyPlace>> {
  if (ids.length === 0) return new Map();
  let query = placesQuery(db, tenantId).where('c.id', 'in', [...ids]);
  if (soldBy !== undefined) {
    const seller = soldBy ?? (await companyPartyOf(db, tenantId));
    if (seller === null) return new Map();
    query = query.where('c.sellerPartyId', '=', seller);
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row]));
}

function placesQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('baseCustomer as c')
    .leftJoin('partyAddress as a', (join) =>
      join
        .onRef('a.partyId', '=', 'c.id')
        .on('a.addressType', '=', 'SHIPPING')
        .on('a.isDefault', '=', true)
        .on('a.isDeleted', '=', 0),
    )
    .select((eb) => [
      'c.id',
      'c.customerCode as code',
      'c.customerName as name',
      'a.line as address',
      eb.fn.coalesce('a.lat', 'c.lat').as('lat'),
      eb.fn.coalesce('a.lng', 'c.lng').as('lng'),
    ])
    .where('c.tenantId', '=', tenantId)
    .where('c.isDeleted', '=', 0);
}

/** A vehicle's plate as a correlated subquery: `.select((eb) => vehiclePlate(eb, 't.vehicleId').as('plate'))`. */
export function vehiclePlate<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, vehicleId: StringReference<D, TB>) {
  return (eb as unknown as ExpressionBuilder<DB, never>)
    .selectFrom('vehicle as vp')
    .select('vp.plate')
    .where('vp.id', '=', sql.ref<string>(vehicleId));
}

/** Gives a vehicle without one its warehouse (the delivery demo seed; people use the vehicle page). */
export async function setVehicleWarehouseIfNone(
  trx: Transaction<DB>,
  tenantId: string,
  vehicleId: string,
  warehouseId: string,
) {
  await trx
    .updateTable('vehicle')
    .set({ warehouseId })
    .where('tenantId', '=', tenantId)
    .where('id', '=', vehicleId)
    .where('warehouseId', 'is', null)
    .execute();
}
