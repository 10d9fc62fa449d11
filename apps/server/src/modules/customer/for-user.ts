import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { applyFilters } from '../../platform/db/list-query';
import type { Caller } from '../../platform/scope/caller';

/**
 * What the user module needs of customers: the code and name an account list shows, the filters on
 * them, and a customer's account quota (`base_customer.account_number`, -1 for no limit).
 */

/** A customer's code, for a select list: `customerCodeOf(db, 'u.customerId').as('customerCode')`. */
export const customerCodeOf = (db: Kysely<DB>, customerIdRef: string) =>
  db.selectFrom('baseCustomer').select('customerCode').where('id', '=', sql.ref<string>(customerIdRef));

/** A customer's name, for a select list: `customerNameOf(db, 'u.customerId').as('customerName')`. */
export const customerNameOf = (db: Kysely<DB>, customerIdRef: string) =>
  db.selectFrom('baseCustomer').select('customerName').where('id', '=', sql.ref<string>(customerIdRef));

const CUSTOMER_FILTERS = { customerCode: 'customer_code', customerName: 'customer_name' };

/** The list filters that name a customer's code or name (`customerCode_like=...`), and the others. */
export function splitCustomerFilters(filters: Record<string, unknown>) {
  const own: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    const field = key.split('_')[0] ?? key;
    (Object.hasOwn(CUSTOMER_FILTERS, field) ? own : rest)[key] = value;
  }
  return { customer: own, rest };
}

/** The ids of the customers the filters of `splitCustomerFilters` keep, as a subquery. */
export const customerIdsMatching = (db: Kysely<DB>, filters: Record<string, unknown>, zone: string) =>
  applyFilters(db.selectFrom('baseCustomer').select('id'), filters, CUSTOMER_FILTERS, zone);

type Quota = { id: string; accountNumber: number };

/** A live customer of the tenant and its account quota, or undefined. */
export const customerQuota = (db: Kysely<DB>, tenantId: string, customerId: string): Promise<Quota | undefined> =>
  db
    .selectFrom('baseCustomer')
    .select(['id', 'accountNumber'])
    .where('id', '=', customerId)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();

/** The same, the customer row locked `FOR UPDATE` so concurrent account changes of it queue. */
export const lockCustomerQuota = (trx: Transaction<DB>, tenantId: string, customerId: string) =>
  trx
    .selectFrom('baseCustomer')
    .select(['id', 'accountNumber'])
    .where('id', '=', customerId)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .forUpdate()
    .executeTakeFirst();

/** Sets a (locked) customer's account quota. */
export async function setCustomerAccountNumber(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'userId'>,
  customerId: string,
  accountNumber: number,
) {
  await trx
    .updateTable('baseCustomer')
    .set({ accountNumber, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
    .where('id', '=', customerId)
    .execute();
}
