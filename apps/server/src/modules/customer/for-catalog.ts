import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * What the catalog module reads of customer: the parties (customers and the company) as a derived
 * table to select from or join (`.innerJoin(parties(db).as('o'), 'o.id', 'l.ownerPartyId')`), so a
 * catalog query stays one query and may filter and sort on a party's code and name.
 */
export const parties = (db: Database | Transaction<DB>) =>
  db
    .selectFrom('baseCustomer')
    .select([
      'id',
      'tenantId',
      'isDeleted',
      'partyType',
      'customerCode',
      'customerName',
      'sellerPartyId',
      'levelId',
      'priceListId',
    ]);
