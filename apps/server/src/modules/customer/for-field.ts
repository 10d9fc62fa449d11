import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type StoreForVisit = {
  id: string;
  customerCode: string;
  customerName: string;
  sellerPartyId: string | null;
  lat: number | null;
  lng: number | null;
  state: string;
};

/** Live parties of the tenant among `ids` with their coordinates (visits: check-in distance, the list). */
export async function storesForVisit(
  db: Kysely<DB> | Transaction<DB>,
  tenantId: string,
  ids: readonly string[],
): Promise<StoreForVisit[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('baseCustomer')
    .select(['id', 'customerCode', 'customerName', 'sellerPartyId', 'lat', 'lng', 'state'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...new Set(ids)])
    .where('isDeleted', '=', 0)
    .execute();
}
