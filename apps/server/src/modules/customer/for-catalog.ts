import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';

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

/**
 * A live party the caller manages, as the party list shows them: staff a party their data scope
 * reaches, a customer account one its customer sells to (whose assortment it keeps).
 */
export async function isManagedParty(db: Database | Transaction<DB>, caller: Caller, partyId: string) {
  const managed = await scopedRows(db, caller, 'baseCustomer', { owner: 'baseCustomer.sellerPartyId' });
  return (await managed.select('id').where('id', '=', partyId).executeTakeFirst()) !== undefined;
}

/** The catalog's demo seed: gives a party a customer level when it has none (a user's choice stays). */
export async function setLevelWhereUnset(trx: Transaction<DB>, partyId: string, levelId: string): Promise<void> {
  await trx
    .updateTable('baseCustomer')
    .set({ levelId })
    .where('id', '=', partyId)
    .where('levelId', 'is', null)
    .execute();
}

/** The catalog's bench seed: points the tenant's parties of these codes at a price list where they have none. */
export async function setPriceListWhereUnset(
  trx: Transaction<DB>,
  tenantId: string,
  customerCodes: readonly string[],
  priceListId: string,
): Promise<void> {
  await trx
    .updateTable('baseCustomer')
    .set({ priceListId })
    .where('tenantId', '=', tenantId)
    .where('customerCode', 'in', customerCodes)
    .where('priceListId', 'is', null)
    .execute();
}
