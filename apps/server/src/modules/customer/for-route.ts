import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';

type Reader = Database | Transaction<DB>;

/** A store as a route or a visit plan shows it: where it is (its party's point, else its default address's). */
export type RouteStore = {
  id: string;
  code: string;
  name: string;
  state: string;
  sellerPartyId: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
};

function stores(db: Reader, tenantId: string) {
  return db
    .selectFrom('baseCustomer as s')
    .select([
      's.id',
      's.customerCode as code',
      's.customerName as name',
      's.state',
      's.sellerPartyId',
      (eb) =>
        eb
          .selectFrom('partyAddress as a')
          .select('a.line')
          .whereRef('a.partyId', '=', 's.id')
          .where('a.isDeleted', '=', 0)
          .orderBy('a.isDefault', 'desc')
          .orderBy('a.id')
          .limit(1)
          .as('address'),
      sql<number | null>`coalesce(s.lat, (select a.lat from party_address a where a.party_id = s.id
        and a.is_deleted = 0 and a.lat is not null order by a.is_default desc, a.id limit 1))`.as('lat'),
      sql<number | null>`coalesce(s.lng, (select a.lng from party_address a where a.party_id = s.id
        and a.is_deleted = 0 and a.lng is not null order by a.is_default desc, a.id limit 1))`.as('lng'),
    ])
    .where('s.tenantId', '=', tenantId)
    .where('s.isDeleted', '=', 0)
    .where('s.partyType', '=', 'STORE');
}

/**
 * The ACTIVE stores a seller (null: the company) sells to, those named in `ids` or, without, every one
 * matching `keyword` (at most 200): the stores a route of that seller may stop at.
 */
export async function activeStoresOf(
  db: Reader,
  tenantId: string,
  sellerPartyId: string | null,
  options: { ids?: readonly string[]; keyword?: string } = {},
): Promise<RouteStore[]> {
  let query = stores(db, tenantId).where('s.state', '=', 'ACTIVE');
  query = sellerPartyId
    ? query.where('s.sellerPartyId', '=', sellerPartyId)
    : query.where('s.sellerPartyId', 'is', null);
  if (options.ids) {
    if (!options.ids.length) return [];
    query = query.where('s.id', 'in', [...options.ids]);
  }
  const keyword = options.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('s.customerCode', 'ilike', like), eb('s.customerName', 'ilike', like)]));
  }
  return (await query.orderBy('s.customerCode').limit(200).execute()) as RouteStore[];
}

/** Stores by id whatever their state (a route's stops, a plan's visits), keyed by id. */
export async function storesByIds(db: Reader, tenantId: string, ids: readonly string[]) {
  if (!ids.length) return new Map<string, RouteStore>();
  const rows = (await stores(db, tenantId)
    .where('s.id', 'in', [...new Set(ids)])
    .execute()) as RouteStore[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The party owning a route: a customer account's own party; staff name a live party their data scope
 * reaches, or none for the company's own routes.
 */
export async function routeOwnerFor(trx: Reader, caller: Caller, requested: string | null | undefined) {
  if (caller.customerId) return caller.customerId;
  if (!requested) return null;
  const owner = await (await scopedRows(trx, caller, 'baseCustomer as p', { owner: 'p.sellerPartyId' }))
    .select('p.id')
    .where('p.id', '=', requested)
    .where('p.state', '<>', 'CLOSED')
    .where('p.partyType', 'in', ['DISTRIBUTOR', 'SUB_DISTRIBUTOR'])
    .executeTakeFirst();
  if (!owner) throw badRequest('routeOwnerInvalid');
  return owner.id;
}

/** Gives a store a point where it has none (the demo's stores, placed for the field-sales demo). */
export async function placeStoreWhereUnplaced(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  lat: number,
  lng: number,
) {
  await trx
    .updateTable('baseCustomer')
    .set({ lat, lng })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('lat', 'is', null)
    .execute();
}
