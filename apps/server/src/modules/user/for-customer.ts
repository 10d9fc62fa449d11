import type { ExpressionBuilder, Kysely, StringReference, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';

/** What the customer module reads of user tables (added by helper `customer`, issue 10). */
type Db = Kysely<DB> | Transaction<DB>;
/** A generic `TB` defeats Kysely's inference inside the subquery, which refers out by `sql.ref` only. */
const plain = <D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>) => eb as unknown as ExpressionBuilder<DB, never>;

/** An account's real name as a correlated subquery: `.select((eb) => userRealName(eb, 'v.driverUserId').as('driverName'))`. */
export function userRealName<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, userId: StringReference<D, TB>) {
  return plain(eb).selectFrom('bladeUser as un').select('un.realName').where('un.id', '=', sql.ref<string>(userId));
}

/** A customer's primary account (domain.md §2): the login that approves for its customer. */
export async function isPrimaryAccount(db: Db, caller: { tenantId: string; userId: string }): Promise<boolean> {
  const user = await db
    .selectFrom('bladeUser')
    .select('isPrimaryAccount')
    .where('id', '=', caller.userId)
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return user?.isPrimaryAccount === true;
}

const accountsOf = (db: Db, tenantId: string, customerId: string | null) => {
  const query = db.selectFrom('bladeUser').where('tenantId', '=', tenantId).where('isDeleted', '=', 0);
  return customerId ? query.where('customerId', '=', customerId) : query.where('customerId', 'is', null);
};

/** Whether `userId` is a live account of the customer (null: a company staff account). */
export async function isAccountOf(db: Db, tenantId: string, customerId: string | null, userId: string) {
  return (
    (await accountsOf(db, tenantId, customerId).select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
  );
}

/** The enabled accounts of a customer (null: company staff), by account, for pickers (at most 500). */
export async function enabledAccountsOf(db: Db, tenantId: string, customerId: string | null) {
  return accountsOf(db, tenantId, customerId)
    .select(['id', 'account', 'realName'])
    .where('status', '=', 1)
    .orderBy('account')
    .limit(500)
    .execute();
}
