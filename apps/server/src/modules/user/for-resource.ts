import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';

/** Whether `id` is a live account of the caller's tenant (a message's recipient, resource module). */
export async function isAccountOfTenant(db: Database | Transaction<DB>, caller: Caller, id: string): Promise<boolean> {
  const user = await tenantRows(db, caller, 'bladeUser').select('id').where('id', '=', id).executeTakeFirst();
  return user !== undefined;
}

/**
 * The customer accounts as a derived table to JOIN (a notice's readers report): live accounts only, with
 * the customer they work for. `.innerJoin(customerAccountsAs(db, 'u'), 'u.customerId', 'p.id')`.
 */
export function customerAccountsAs<A extends string>(db: Database | Transaction<DB>, alias: A) {
  return db
    .selectFrom('bladeUser')
    .select(['id', 'tenantId', 'account', 'realName', 'customerId'])
    .where('isDeleted', '=', 0)
    .where('customerId', 'is not', null)
    .as(alias);
}

/** Accounts that may sign in: a disabled or pending account gets no texts. */
const ACTIVE_ACCOUNT = 1;

/** An account a rule's text can reach: its phone on file, and the customer it works for. */
export type AccountMobile = { userId: string; customerId: string | null; phone: string };

/**
 * The phones on file of the tenant's live accounts among `userIds`, or working for `customerIds` (a
 * rule's SMS to a customer reaches each of its accounts). Accounts without a phone are left out.
 */
export async function accountMobiles(
  db: Database | Transaction<DB>,
  tenantId: string,
  who: { userIds: readonly string[]; customerIds: readonly string[] },
): Promise<AccountMobile[]> {
  if (!who.userIds.length && !who.customerIds.length) return [];
  const rows = await db
    .selectFrom('bladeUser')
    .select(['id', 'customerId', 'phone'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('status', '=', ACTIVE_ACCOUNT)
    .where('phone', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(who.userIds.length ? [eb('id', 'in', [...who.userIds])] : []),
        ...(who.customerIds.length ? [eb('customerId', 'in', [...who.customerIds])] : []),
      ]),
    )
    .execute();
  return rows.flatMap((row) => (row.phone ? [{ userId: row.id, customerId: row.customerId, phone: row.phone }] : []));
}
