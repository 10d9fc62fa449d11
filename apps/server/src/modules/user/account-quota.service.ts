import type { AccountQuota } from '@smdp/contracts/user';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { customerQuota, lockCustomerQuota, setCustomerAccountNumber } from '../customer';

/** A customer's live accounts, and how many of them are primary. */
export async function accountUse(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('bladeUser')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where is_primary_account))::int`.as('primaries'),
    ])
    .where('customerId', '=', customerId)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
}

/**
 * Locks the customer row so that concurrent creations for the same customer queue here, then refuses
 * the creation when the customer's live accounts already fill its quota.
 */
export async function assertCustomerQuota(
  trx: Transaction<DB>,
  tenantId: string,
  customerId: string,
  primary: boolean,
) {
  const customer = await lockCustomerQuota(trx, tenantId, customerId);
  if (!customer) throw badRequest('userCustomerInvalid');
  const { total, primaries } = await accountUse(trx, customerId);
  if (primary && primaries > 0) throw badRequest('customerHasPrimaryAccount');
  if (customer.accountNumber >= 0 && total >= customer.accountNumber) {
    throw badRequest('customerQuotaReached', { max: customer.accountNumber });
  }
}

/** How many accounts a customer has and may have (`-1`: no limit). */
export async function accountQuota(db: Kysely<DB>, tenantId: string, customerId: string): Promise<AccountQuota> {
  const customer = await customerQuota(db, tenantId, customerId);
  if (!customer) throw notFound();
  const { total } = await accountUse(db, customerId);
  return { customerId, accountNumber: customer.accountNumber, accountCount: total };
}

/** Sets a customer's account quota; never below the accounts it has. */
export async function setAccountQuota(
  db: Database,
  caller: Caller,
  customerId: string,
  accountNumber: number,
  ip?: string,
): Promise<AccountQuota> {
  return db.transaction().execute(async (trx) => {
    const customer = await lockCustomerQuota(trx, caller.tenantId, customerId);
    if (!customer) throw notFound();
    const { total } = await accountUse(trx, customerId);
    if (accountNumber >= 0 && accountNumber < total) throw badRequest('customerQuotaBelowUsed', { used: total });
    await setCustomerAccountNumber(trx, caller, customerId, accountNumber);
    await recordAudit(
      trx,
      caller,
      {
        action: 'update-total-account-number',
        entity: 'customer',
        entityId: customerId,
        before: { accountNumber: customer.accountNumber },
        after: { accountNumber },
      },
      ip,
    );
    return { customerId, accountNumber, accountCount: total };
  });
}
