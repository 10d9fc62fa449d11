import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';

/**
 * Who manages accounts, and so which accounts are theirs to manage:
 * - `staff`: the company's administrators (the `user_*` codes), every account of the tenant;
 * - `desk`: company staff holding only the `customer_account_*` codes, the accounts of customers;
 * - `owner`: a customer's primary account (the `customer_account_*` codes), its own customer's sub-accounts.
 */
export type Manager = { kind: 'staff' } | { kind: 'desk' } | { kind: 'owner'; customerId: string };

export type ManageAction = 'view' | 'add' | 'edit' | 'delete' | 'reset';

/** The customer-account code of an action: a password reset is an edit there. */
export const customerAccountCode = (action: ManageAction) => `customer_account_${action === 'reset' ? 'edit' : action}`;

/**
 * The caller as a manager allowed to do `action`, or 403. A customer's account manages only as its
 * customer's primary account; staff manage every account with the `user_*` code of the action, or
 * only customers' accounts with the `customer_account_*` one.
 */
export async function managerOf(
  db: Database,
  caller: Caller,
  holds: (code: string) => Promise<boolean>,
  action: ManageAction,
): Promise<Manager> {
  if (caller.customerId) {
    const me = await tenantRows(db, caller, 'bladeUser')
      .select('isPrimaryAccount')
      .where('id', '=', caller.userId)
      .where('customerId', '=', caller.customerId)
      .executeTakeFirst();
    if (!me?.isPrimaryAccount || !(await holds(customerAccountCode(action)))) throw forbidden();
    return { kind: 'owner', customerId: caller.customerId };
  }
  if (await holds(`user_${action}`)) return { kind: 'staff' };
  if (await holds(customerAccountCode(action))) return { kind: 'desk' };
  throw forbidden();
}

/**
 * The manager behind the customer-account page (/customer/account): only customers' accounts, so a
 * company administrator there sees customers' primary and sub-accounts, never the company's own staff
 * (those are the user page's); a primary account its own sub-accounts.
 */
export function customerAccountManager(
  db: Database,
  caller: Caller,
  holds: (code: string) => Promise<boolean>,
  action: ManageAction,
): Promise<Manager> {
  const customerAccountCodes = async (code: string) => code.startsWith('customer_account_') && (await holds(code));
  return managerOf(db, caller, customerAccountCodes, action);
}

/** The accounts a manager may see, as a condition on `blade_user` aliased `u`. */
export function managedBy(manager: Manager) {
  if (manager.kind === 'owner') {
    return sql<boolean>`(u.customer_id = ${manager.customerId} and not u.is_primary_account)`;
  }
  if (manager.kind === 'desk') return sql<boolean>`u.customer_id is not null`;
  return sql<boolean>`true`;
}

/** The accounts among `ids` the manager may manage, locked for the rest of the transaction; 404 if any is not. */
export async function managedAccounts(trx: Transaction<DB>, caller: Caller, manager: Manager, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await tenantRows(trx, caller, 'bladeUser as u')
    .select(['u.id', 'u.account', 'u.status', 'u.isPrimaryAccount'])
    .where('u.id', 'in', unique)
    .where(managedBy(manager))
    .forUpdate()
    .execute();
  if (rows.length !== unique.length) throw notFound();
  return rows;
}
