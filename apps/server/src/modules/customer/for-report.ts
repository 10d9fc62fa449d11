import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';

/**
 * What the report module reads of parties (domain.md §11, the Network row): the stores (parties of type
 * STORE) the caller sees (its tenant and data scope: a distributor its own party tree), grouped in SQL.
 */

async function visibleStores(db: Database, caller: Caller) {
  return (await scopedRows(db, caller, 'baseCustomer as c', { party: 'c.id' })).where('c.partyType', '=', 'STORE');
}

const boundOf = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Per seller: stores active now, opened in the period and closed in the period (from inclusive, to exclusive). */
export async function storeCountsBySeller(
  db: Database,
  caller: Caller,
  period: { postingDate_datege?: string | undefined; postingDate_datelt?: string | undefined },
) {
  const from = boundOf(period.postingDate_datege);
  const to = boundOf(period.postingDate_datelt);
  const within = (column: 'opened_at' | 'closed_at') => {
    const at = sql.ref(`c.${column}`);
    return sql.join(
      [
        sql`${at} is not null`,
        ...(from ? [sql`${at} >= ${from}::timestamp`] : []),
        ...(to ? [sql`${at} < ${to}::timestamp`] : []),
      ],
      sql` and `,
    );
  };
  return (await visibleStores(db, caller))
    .where('c.sellerPartyId', 'is not', null)
    .groupBy('c.sellerPartyId')
    .select([
      sql<string>`c.seller_party_id`.as('sellerPartyId'),
      sql<number>`(count(*) filter (where c.state = 'ACTIVE'))::int`.as('active'),
      sql<number>`(count(*) filter (where ${within('opened_at')}))::int`.as('opened'),
      sql<number>`(count(*) filter (where c.state = 'CLOSED' and ${within('closed_at')}))::int`.as('closed'),
    ]);
}

/** Per warehouse: the active stores it serves by default. */
export async function activeStoresByWarehouse(db: Database, caller: Caller) {
  return (await visibleStores(db, caller))
    .where('c.state', '=', 'ACTIVE')
    .where('c.defaultWarehouseId', 'is not', null)
    .groupBy('c.defaultWarehouseId')
    .select([sql<string>`c.default_warehouse_id`.as('warehouseId'), sql<number>`count(*)::int`.as('storeCount')]);
}
